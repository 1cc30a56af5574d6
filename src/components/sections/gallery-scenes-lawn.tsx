// Flat, deterministic scenes for the gallery's lawn categories (viewBox 0 0 320 200).
// No ids or gradients, so any number of cards can share a page without clashing.

const grass = ['#5aa85f', '#79bb7d']
const soil = '#a8845a'

/** Mowing-style stripes converging on the fence line, with a putting-green flag. */
export function TurfScene() {
  const stripes = Array.from({ length: 8 }, (_, i) => {
    const left = -160 + i * 80
    const right = left + 80
    // Lines run from the bottom edge towards a vanishing point at (160, 20); cut at y = 110.
    return `${left},200 ${right},200 ${160 + (right - 160) / 2},110 ${160 + (left - 160) / 2},110`
  })
  return (
    <g>
      <rect y="88" width="320" height="22" fill="#e6d9c3" />
      {Array.from({ length: 16 }, (_, i) => (
        <rect key={i} x={6 + i * 20} y="84" width="10" height="26" rx="2" fill="#d4bf9b" />
      ))}
      {stripes.map((points, i) => (
        <polygon key={points} points={points} fill={grass[i % 2]} />
      ))}
      <ellipse cx="214" cy="150" rx="12" ry="4" fill="#1f4724" />
      <line x1="214" y1="150" x2="214" y2="96" stroke="#4c3a2d" strokeWidth="3" />
      <polygon points="214,96 244,104 214,112" fill="#e9a920" />
    </g>
  )
}

function SodRoll({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x="0" y="-18" width="58" height="36" rx="4" fill="#3b8c41" />
      <circle cx="0" cy="0" r="18" fill="#8c6a48" />
      <circle cx="0" cy="0" r="13" fill="#5aa85f" />
      <circle cx="0" cy="0" r="8" fill="#8c6a48" />
      <circle cx="0" cy="0" r="3" fill="#5aa85f" />
    </g>
  )
}

/** Rolled sod waiting on prepared soil beside the part already laid. */
export function SodScene() {
  return (
    <g>
      <rect y="110" width="320" height="90" fill={soil} />
      {Array.from({ length: 9 }, (_, i) => (
        <line
          key={i}
          x1={176 + i * 16}
          y1="114"
          x2={170 + i * 16}
          y2="198"
          stroke="#c0a073"
          strokeWidth="2"
          strokeDasharray="4 6"
        />
      ))}
      <polygon points="0,110 150,110 120,200 0,200" fill="#5aa85f" />
      {[130, 160].map((y) => (
        <line
          key={y}
          x1="0"
          y1={y}
          x2={150 - ((y - 110) / 90) * 30}
          y2={y}
          stroke="#3b8c41"
          strokeWidth="2"
        />
      ))}
      <line x1="70" y1="110" x2="55" y2="200" stroke="#3b8c41" strokeWidth="2" />
      <SodRoll x={214} y={134} />
      <SodRoll x={172} y={176} />
      <SodRoll x={248} y={176} />
    </g>
  )
}

/** Sprinkler heads throwing even arcs of water, fed by a line under the lawn. */
export function IrrigationScene() {
  const heads = [60, 160, 260]
  return (
    <g>
      <rect y="110" width="320" height="66" fill="#5aa85f" />
      <rect y="176" width="320" height="24" fill={soil} />
      <line
        x1="20"
        y1="188"
        x2="300"
        y2="188"
        stroke="#2b6cb0"
        strokeWidth="4"
        strokeLinecap="round"
      />
      {heads.map((x) => (
        <g key={x}>
          <line x1={x} y1="188" x2={x} y2="150" stroke="#2b6cb0" strokeWidth="3" />
          <rect x={x - 5} y="142" width="10" height="12" rx="2" fill="#57534e" />
          {[-1, 1].map((side) => (
            <path
              key={side}
              d={`M ${x} 140 Q ${x + side * 30} 70 ${x + side * 50} 128`}
              fill="none"
              stroke="#4a9fd8"
              strokeWidth="3"
              strokeDasharray="2 6"
              strokeLinecap="round"
            />
          ))}
          <circle cx={x - 44} cy="118" r="3" fill="#4a9fd8" />
          <circle cx={x + 44} cy="118" r="3" fill="#4a9fd8" />
        </g>
      ))}
    </g>
  )
}
