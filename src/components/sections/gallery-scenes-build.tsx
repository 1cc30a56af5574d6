// Flat, deterministic scenes for the gallery's design and hardscape categories (viewBox 0 0 320 200).

/** A garden plan on grid paper: house outline, curved beds, a path and round plant symbols. */
export function DesignScene() {
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

/** A paver patio in running bond, a low seat wall and a round fire pit. */
export function HardscapeScene() {
  const rows = [118, 134, 152, 174, 200]
  return (
    <g>
      <rect y="104" width="320" height="96" fill="#e6d9c3" />
      {rows.map((y, r) => {
        const top = rows[r - 1] ?? 104
        return (
          <g key={y}>
            <line x1="0" y1={y} x2="320" y2={y} stroke="#c0a073" strokeWidth="2" />
            {Array.from({ length: 9 }, (_, i) => {
              const x = i * 40 + (r % 2) * 20
              return <line key={x} x1={x} y1={top} x2={x} y2={y} stroke="#c0a073" strokeWidth="2" />
            })}
          </g>
        )
      })}
      <rect x="20" y="70" width="120" height="34" fill="#a8845a" />
      <rect x="14" y="64" width="132" height="8" rx="2" fill="#8c6a48" />
      <path
        d="M20 82 H140 M20 94 H140 M60 70 V82 M100 70 V82 M40 82 V94 M80 82 V94 M120 82 V94"
        stroke="#8c6a48"
        strokeWidth="1.5"
      />
      <ellipse cx="220" cy="160" rx="46" ry="18" fill="#78716c" />
      <ellipse cx="220" cy="156" rx="34" ry="12" fill="#44403c" />
      <path
        d="M208 156 Q204 132 216 120 Q214 136 224 140 Q226 128 232 124 Q236 144 230 156 Z"
        fill="#e9a920"
      />
      <path d="M214 156 Q214 142 220 136 Q222 148 226 156 Z" fill="#d97706" />
    </g>
  )
}
