import { ChangeContactForm } from '../../features/auth/components/change-contact-form.tsx';
import { useGoBack } from '../../lib/go-back.ts';
import { paths } from '../../lib/routes.ts';
import '../../features/security/security.css';

/** `/pages/security/changeMobile`: a new mobile for the account, confirmed by a code sent to it. */
export default function ChangeMobilePage() {
  const goBack = useGoBack(paths.security);
  return <ChangeContactForm kind="mobile" onDone={goBack} />;
}
