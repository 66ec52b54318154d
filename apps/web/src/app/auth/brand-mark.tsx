/** The product's mark (as public/favicon.svg and the issuer's pages): a navy tile with an amber D. */
export function BrandMark({ size = 44 }: { size?: number }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none' }}
    >
      <rect width="32" height="32" rx="7" fill="#132640" stroke="rgba(255,255,255,.35)" />
      <path d="M9 8h7a8 8 0 0 1 0 16H9z" fill="none" stroke="#f5a623" strokeWidth="3" />
    </svg>
  );
}
