import {
  Award, Calendar, Check, Clock, Droplets, Flower2, Hammer, Heart, Home, Leaf, MapPin, Phone,
  Recycle, Ruler, Scissors, Shield, Shovel, Sparkles, Sprout, Star, Sun, ThumbsUp, Trees, Truck,
  Users, Wrench, type LucideIcon,
} from 'lucide-react'
import type { IconName } from '@/content/types'

const icons: Record<IconName, LucideIcon> = {
  award: Award,
  calendar: Calendar,
  check: Check,
  clock: Clock,
  droplets: Droplets,
  flower: Flower2,
  hammer: Hammer,
  heart: Heart,
  home: Home,
  leaf: Leaf,
  'map-pin': MapPin,
  phone: Phone,
  recycle: Recycle,
  ruler: Ruler,
  scissors: Scissors,
  shield: Shield,
  shovel: Shovel,
  sparkles: Sparkles,
  sprout: Sprout,
  star: Star,
  sun: Sun,
  'thumbs-up': ThumbsUp,
  trees: Trees,
  truck: Truck,
  users: Users,
  wrench: Wrench,
}

/** A decorative icon named by content. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name]
  return <Component className={className} aria-hidden="true" />
}
