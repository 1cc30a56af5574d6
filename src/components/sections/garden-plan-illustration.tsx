/**
 * The home hero's picture: a landscape plan on grid paper, drawn inline (it is the first view, so
 * it costs no extra request). Pure SVG with no random values, so prerendered and live markup match.
 */
export function GardenPlanIllustration({ label }: { label: string }) {
  return (
    <svg
      viewBox="0 0 320 200"
      role="img"
      aria-label={label}
      className="block h-auto w-full rounded-3xl shadow-2xl ring-4 ring-white/15"
    >
      <rect width="320" height="200" fill="#f1f8f1" />
      <GardenPlan />
    </svg>
  )
}

/** A garden plan on grid paper: house outline, curved beds, a path and round plant symbols. */
function GardenPlan() {
  return (
    <g>
      <g transform="rotate(-3 160 100)">
        <rect
          x="46"
          y="22"
          width="228"
          height="160"
          rx="4"
          fill="#ffffff"
          stroke="#d4bf9b"
          strokeWidth="2"
        />
        {Array.from({ length: 13 }, (_, i) => (
          <line key={`v${i}`} x1={58 + i * 17} y1="28" x2={58 + i * 17} y2="176" stroke="#dcefdc" />
        ))}
        {Array.from({ length: 9 }, (_, i) => (
          <line key={`h${i}`} x1="50" y1={36 + i * 17} x2="270" y2={36 + i * 17} stroke="#dcefdc" />
        ))}
        <rect
          x="60"
          y="34"
          width="90"
          height="34"
          fill="#e6d9c3"
          stroke="#8c6a48"
          strokeWidth="2"
        />
        <path
          d="M105 68 C 110 110, 180 110, 200 176"
          stroke="#c0a073"
          strokeWidth="12"
          fill="none"
        />
        <path
          d="M62 90 Q 100 130 140 176 L 62 176 Z"
          fill="#b9dfba"
          stroke="#3b8c41"
          strokeWidth="2"
        />
        <path
          d="M190 40 Q 262 50 262 120 Q 230 110 196 84 Z"
          fill="#b9dfba"
          stroke="#3b8c41"
          strokeWidth="2"
        />
        {(
          [
            [80, 150, 9],
            [100, 162, 6],
            [218, 64, 10],
            [244, 92, 8],
            [236, 150, 14],
          ] as const
        ).map(([x, y, r]) => (
          <g key={`${x}-${y}`}>
            <circle cx={x} cy={y} r={r} fill="#5aa85f" />
            <circle cx={x} cy={y} r={r / 3} fill="#25592a" />
          </g>
        ))}
      </g>
      <g transform="rotate(35 280 150)">
        <rect x="250" y="146" width="66" height="9" fill="#e9a920" />
        <polygon points="316,146 330,150.5 316,155" fill="#e6d9c3" />
      </g>
    </g>
  )
}
