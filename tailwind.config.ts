import type { Config } from 'tailwindcss'

// Greens and earth tones; every foreground/background pair used in the UI passes WCAG AA.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        leaf: {
          50: '#f1f8f1',
          100: '#dcefdc',
          200: '#b9dfba',
          300: '#8cc78f',
          400: '#5aa85f',
          500: '#3b8c41',
          600: '#2d7033',
          700: '#25592a',
          800: '#1f4724',
          900: '#1a3b1f',
          950: '#0c200f',
        },
        earth: {
          50: '#faf7f2',
          100: '#f3ede2',
          200: '#e6d9c3',
          300: '#d4bf9b',
          400: '#c0a073',
          500: '#a8845a',
          600: '#8c6a48',
          700: '#70533b',
          800: '#5c4533',
          900: '#4c3a2d',
        },
        sun: { 400: '#f5c04a', 500: '#e9a920' },
      },
      fontFamily: {
        // Inter's metric-matched fallback, then the system's: what a newcomer's first page is set
        // in. Inter (self-hosted, src/index.css) goes before them under html.brand-font.
        sans: [
          '"Inter Fallback"',
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          'sans-serif',
        ],
      },
    },
  },
  plugins: [],
} satisfies Config
