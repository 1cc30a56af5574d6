import { Icon } from '@/components/ui/icon'
import type { Testimonial } from '@/content/types'
import { cn } from '@/lib/cn'

interface StarRatingProps {
  rating: Testimonial['rating']
  /** Hide from screen readers when nearby text already states the rating. */
  isDecorative?: boolean
}

/** Five stars, filled up to the rating, with the figure for screen readers. */
export function StarRating({ rating, isDecorative = false }: StarRatingProps) {
  return (
    <p className="flex gap-0.5 text-sun-500" aria-hidden={isDecorative || undefined}>
      {!isDecorative && <span className="sr-only">Rated {rating} out of 5 stars</span>}
      {[1, 2, 3, 4, 5].map((position) => (
        <Icon
          name="star"
          key={position}
          className={cn('size-5', position <= rating && 'fill-current')}
        />
      ))}
    </p>
  )
}
