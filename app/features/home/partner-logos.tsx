/** Wordmarks of the partners, drawn in the current text colour. Each is named by the strip that shows it. */

export function NubeviaLogo({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 180 48" className={className} fill="currentColor" focusable="false">
      <circle cx="18" cy="27" r="10" />
      <circle cx="31" cy="20" r="13" />
      <circle cx="42" cy="29" r="8" />
      <rect x="14" y="27" width="32" height="10" rx="5" />
      <text x="58" y="33" fontSize="23" fontWeight="800" letterSpacing="-0.5" fontFamily="inherit">
        nubevia
      </text>
    </svg>
  );
}

export function CordiaLogo({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 180 48" className={className} fill="currentColor" focusable="false">
      <rect x="6" y="26" width="7" height="12" rx="2" />
      <rect x="16" y="18" width="7" height="20" rx="2" />
      <rect x="26" y="10" width="7" height="28" rx="2" />
      <text x="44" y="32" fontSize="19" fontWeight="700" letterSpacing="3" fontFamily="inherit">
        CORDIA
      </text>
      <text x="45" y="44" fontSize="8.5" fontWeight="600" letterSpacing="2.4" fontFamily="inherit">
        ANALYTICS
      </text>
    </svg>
  );
}

export function OrbytLogo({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 180 48" className={className} fill="currentColor" focusable="false">
      <circle cx="24" cy="24" r="7" />
      <ellipse cx="24" cy="24" rx="19" ry="8" fill="none" stroke="currentColor" strokeWidth="3" transform="rotate(-28 24 24)" />
      <circle cx="39" cy="15" r="3.5" />
      <text x="52" y="32" fontSize="24" fontWeight="700" fontStyle="italic" letterSpacing="-0.3" fontFamily="inherit">
        Orbyt
      </text>
    </svg>
  );
}
