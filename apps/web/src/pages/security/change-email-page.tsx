import { ChangeContactForm } from '../../features/auth/components/change-contact-form.tsx';
import { useGoBack } from '../../lib/go-back.ts';
import { paths } from '../../lib/routes.ts';
import '../../features/security/security.css';

/** `/pages/security/changeEmail`: a new e-mail for the account, confirmed by a code sent to it. */
export default function ChangeEmailPage() {
  const goBack = useGoBack(paths.security);
  return <ChangeContactForm kind="email" onDone={goBack} />;
}
