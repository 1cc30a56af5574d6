import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. Deliberately not tailwind-merge (8 kB gzip on every page): components
 * take no className that contradicts their own classes; use a prop for variants instead.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}
