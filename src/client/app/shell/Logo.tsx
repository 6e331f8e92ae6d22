export function Logo() {
  return (
    <svg width="84" height="30" viewBox="0 0 84 30" role="img" aria-label="APL">
      <rect x="0" y="2" width="26" height="26" rx="6" fill="#c8102e" />
      <path d="M13 7l4.5 6.5L13 22l-4.5-8.5z" fill="#fff" />
      <text x="32" y="22" fill="#fff" fontFamily="system-ui, sans-serif" fontSize="19" fontWeight="800">
        APL
      </text>
    </svg>
  );
}
