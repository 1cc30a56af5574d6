// Flat, deterministic scenes for the gallery's tree-work and cleanup categories (viewBox 0 0 320 200).

const lawn = '#79bb7d'

/** A tree with a neatly rounded, thinned crown and the cut limbs stacked below it. */
export function TreeWorkScene() {
  return (
    <g>
      <rect y="150" width="320" height="50" fill={lawn} />
      <path d="M150 160 L156 96 L164 96 L170 160 Z" fill="#70533b" />
      <path
        d="M160 110 L132 84 M160 104 L190 78"
        stroke="#70533b"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <ellipse cx="160" cy="68" rx="78" ry="50" fill="#3b8c41" />
      <ellipse cx="138" cy="58" rx="26" ry="18" fill="#5aa85f" />
      <ellipse cx="186" cy="72" rx="24" ry="16" fill="#5aa85f" />
      <ellipse
        cx="160"
        cy="68"
        rx="88"
        ry="60"
        fill="none"
        stroke="#25592a"
        strokeWidth="2"
        strokeDasharray="6 6"
      />
      {[0, 1, 2].map((i) => (
        <rect
          key={i}
          x={226 + i * 6}
          y={170 - i * 8}
          width="52"
          height="8"
          rx="4"
          fill="#8c6a48"
          transform={`rotate(${i * 4 - 4} 252 ${174 - i * 8})`}
        />
      ))}
    </g>
  )
}

/** A raked pile of leaves, a rake and a full green waste bin. */
export function CleanupsScene() {
  const leaves = [
    [96, 150, '#e9a920'],
    [120, 140, '#c0a073'],
    [146, 136, '#d97706'],
    [170, 142, '#e9a920'],
    [108, 162, '#d97706'],
    [136, 154, '#8c6a48'],
    [160, 158, '#e9a920'],
    [184, 160, '#c0a073'],
  ] as const
  return (
    <g>
      <rect y="150" width="320" height="50" fill={lawn} />
      <path d="M72 176 Q140 100 212 176 Z" fill="#c0a073" />
      {leaves.map(([x, y, color]) => (
        <ellipse
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          rx="9"
          ry="5"
          fill={color}
          transform={`rotate(${((x * 7) % 60) - 30} ${x} ${y})`}
        />
      ))}
      <line
        x1="40"
        y1="60"
        x2="86"
        y2="176"
        stroke="#70533b"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M70 180 L104 166 M76 184 l-4 -10 M84 181 l-4 -10 M92 178 l-4 -10 M100 175 l-4 -10"
        stroke="#57534e"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M232 84 L284 84 L278 176 L238 176 Z" fill="#3b8c41" />
      <rect x="226" y="74" width="64" height="12" rx="3" fill="#25592a" />
      <circle cx="244" cy="180" r="7" fill="#44403c" />
      <path d="M248 100 q10 -8 20 0" stroke="#b9dfba" strokeWidth="3" fill="none" />
      <ellipse cx="250" cy="74" rx="8" ry="4" fill="#e9a920" />
    </g>
  )
}
