import { Icon } from '@/components/ui/icon'
import { Card } from '@/components/ui/card'
import type { Testimonial } from '@/content/types'
import { StarRating } from './star-rating'

/** One customer review: stars, the words, who said it and what we did for them. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card asChild>
      <figure className="flex h-full flex-col p-6">
        <div className="flex items-center justify-between">
          <StarRating rating={testimonial.rating} />
          <Icon name="quote" className="size-8 text-leaf-200" />
        </div>
        <blockquote className="mt-4 flex-1 text-stone-700">
          <p>“{testimonial.text}”</p>
        </blockquote>
        <figcaption className="mt-6 border-t border-earth-100 pt-4">
          <span className="block font-bold text-leaf-900">{testimonial.name}</span>
          <span className="block text-sm text-stone-600">
            {testimonial.location} · {testimonial.service}
          </span>
        </figcaption>
      </figure>
    </Card>
  )
}
