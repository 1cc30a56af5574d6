import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { cn } from '@/lib/cn'

/** One kind of bar (this year, a year earlier; median, 90th percentile), with its legend. */
export interface ChartSeries {
  name: string
  /** Tailwind fill and background classes of one colour (3:1 or more against white). */
  fillClass: string
  swatchClass: string
}

export interface ChartBar {
  value: number | null
  /** The bar's visible label ('12', '3.5'). */
  text: string
  /** What a screen reader hears for the bar's link: 'Nov 3 – Nov 9: 12 requests'. */
  description: string
  href?: string
}

export interface ChartGroup {
  key: string
  /** Under the bars, when there is room: 'Nov 3'. */
  axisLabel: string
  /** One bar per series, in the series' order. */
  bars: ChartBar[]
}

const PLOT_HEIGHT = 150
const VALUE_ROOM = 28
const AXIS_ROOM = 22
const AXIS_LABEL_WIDTH = 44

/** Narrower bars the more groups there are; the chart scrolls sideways when it must. */
function barWidthFor(groups: number) {
  if (groups <= 8) return 28
  if (groups <= 16) return 18
  return 11
}

/**
 * Plain SVG columns: a group of bars per week, each bar a link to the requests it counts, its
 * value written above it (turned upright when the bar is too narrow for the text).
 */
export function ColumnChart({
  label,
  series,
  groups,
}: {
  label: string
  series: ChartSeries[]
  groups: ChartGroup[]
}) {
  const barWidth = barWidthFor(groups.length)
  const gap = Math.max(4, Math.round(barWidth / 2))
  const slot = series.length * barWidth + gap
  const labelEvery = Math.ceil(AXIS_LABEL_WIDTH / slot)
  const lastLabelX = gap + Math.floor((groups.length - 1) / labelEvery) * labelEvery * slot
  // Room for the last axis label, which may be wider than its group.
  const width = Math.max(groups.length * slot + gap, lastLabelX + AXIS_LABEL_WIDTH)
  const height = VALUE_ROOM + PLOT_HEIGHT + AXIS_ROOM
  const max = Math.max(1, ...groups.flatMap((group) => group.bars.map((bar) => bar.value ?? 0)))
  const isUpright = barWidth < 18
  const baseline = VALUE_ROOM + PLOT_HEIGHT
  const scrollerRef = useRef<HTMLDivElement>(null)
  const [isScrollable, setIsScrollable] = useState(false)
  // A chart wider than the screen opens at its newest weeks, the ones read first.
  useEffect(() => {
    const scroller = scrollerRef.current
    if (!scroller) return
    scroller.scrollLeft = scroller.scrollWidth
    const measure = () => setIsScrollable(scroller.scrollWidth > scroller.clientWidth)
    measure()
    // The window can narrow (a phone turned, a side panel opened) after the chart is drawn.
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(scroller)
    return () => observer.disconnect()
  }, [groups.length])

  return (
    <figure className="flex flex-col gap-2">
      {series.length > 1 && (
        <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
          {series.map((entry) => (
            <span key={entry.name} className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className={cn('size-3 rounded-sm', entry.swatchClass)} />
              {entry.name}
            </span>
          ))}
        </figcaption>
      )}
      {/* Focusable when wider than the screen, so a keyboard can scroll it (WCAG 2.1.1). */}
      <div
        ref={scrollerRef}
        role={isScrollable ? 'group' : undefined}
        aria-label={isScrollable ? `${label}, scrolls sideways` : undefined}
        tabIndex={isScrollable ? 0 : undefined}
        className="overflow-x-auto rounded focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-sun-500"
      >
        <svg
          role="group"
          aria-label={label}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block text-stone-700"
        >
          <line
            x1={0}
            x2={width}
            y1={baseline}
            y2={baseline}
            className="stroke-stone-400"
            aria-hidden="true"
          />
          {groups.map((group, groupIndex) => {
            const groupX = gap + groupIndex * slot
            return (
              <g key={group.key}>
                {group.bars.map((bar, barIndex) => {
                  const x = groupX + barIndex * barWidth
                  const barHeight = ((bar.value ?? 0) / max) * PLOT_HEIGHT
                  const top = baseline - barHeight
                  const centre = x + barWidth / 2
                  const fillClass = series[barIndex]?.fillClass
                  const content = (
                    <>
                      <rect
                        x={x + 1}
                        y={top}
                        width={barWidth - 2}
                        height={Math.max(barHeight, 0)}
                        className={fillClass}
                      />
                      {/* The link's target is the bar and the room above it, easy to hit. */}
                      <rect x={x} y={0} width={barWidth} height={baseline} fill="transparent" />
                      <text
                        aria-hidden="true"
                        className="fill-stone-800 text-[11px] tabular-nums"
                        {...(isUpright
                          ? {
                              transform: `translate(${centre + 4} ${top - 3}) rotate(-90)`,
                              textAnchor: 'start',
                            }
                          : { x: centre, y: top - 4, textAnchor: 'middle' })}
                      >
                        {bar.text}
                      </text>
                    </>
                  )
                  return bar.href ? (
                    <Link
                      key={barIndex}
                      to={bar.href}
                      aria-label={bar.description}
                      className="focus-visible:outline focus-visible:outline-2 focus-visible:outline-sun-500"
                    >
                      {content}
                    </Link>
                  ) : (
                    <g key={barIndex} role="img" aria-label={bar.description}>
                      {content}
                    </g>
                  )
                })}
                {groupIndex % labelEvery === 0 && (
                  <text
                    aria-hidden="true"
                    x={groupX}
                    y={baseline + 15}
                    className="fill-stone-700 text-[11px]"
                  >
                    {group.axisLabel}
                  </text>
                )}
              </g>
            )
          })}
        </svg>
      </div>
    </figure>
  )
}
