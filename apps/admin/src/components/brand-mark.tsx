/**
 * MCC's mark (the web app's logo and icon, as index.html's shell draws it): on the sign-in page and in
 * the side menu. Decorative: the name beside it says what it is.
 */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" className="brand-mark">
      <defs>
        <linearGradient id="brand-mark-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3FC1FF" />
          <stop offset="1" stopColor="#0B63C9" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="15" fill="url(#brand-mark-gradient)" />
      <path
        d="M15 45V20l10 14 7-12 7 12 10-14v25"
        fill="none"
        stroke="#fff"
        strokeWidth="5.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
