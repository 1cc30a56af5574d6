import { paths } from '@/lib/paths'
import { business } from './business'
import type { ContactCard, Feature } from './types'
import type { PageContent } from './page-copy'

// /contact is phone-first (spec): the call button leads; the online estimate form is secondary.
export const contactPage = {
  head: {
    title: 'Contact Us for a Free Estimate',
    description: `Call ${business.name} at ${business.phone.display} for a free landscaping estimate. Fast answers for ${business.areasServed.length} cities around Sacramento.`,
  },
  hero: {
    badge: 'Free Estimates · No Obligation',
    title: 'Call Us for Your Free Estimate',
    intro:
      'The fastest way to get your project started is a quick phone call. Talk to a real person who knows landscaping, not a call center.',
    callLabel: 'Call Now',
    textPrompt: 'Rather not talk right now?',
    onlineEstimateLabel: 'Request an estimate online',
  },
  reasonsHeading: {
    title: 'Why Call Instead of Filling Out a Form?',
    intro: 'A five-minute conversation does more than a week of back-and-forth e-mails.',
  },
  infoHeading: { title: 'How to Reach Us' },
  citiesHeading: {
    title: 'Cities We Serve',
    intro:
      'Our crews work throughout the Sacramento region. Not sure if you are in our area? Just ask.',
  },
  closing: {
    title: 'Ready When You Are',
    text: `Call ${business.phone.display} and tell us about your yard. We will take it from there.`,
  },
} satisfies PageContent

export const callReasons = [
  {
    icon: 'clock',
    title: 'Answers Right Away',
    text: 'Get rough pricing and timing on the call, instead of waiting days for a reply.',
  },
  {
    icon: 'users',
    title: 'Talk to an Expert',
    text: `Speak with someone who has ${business.yearsExperience} years of hands-on experience in Sacramento-area yards.`,
  },
  {
    icon: 'calendar',
    title: 'Book Your Visit',
    text: 'Pick a time for your free on-site estimate while we are on the phone.',
  },
  {
    icon: 'thumbs-up',
    title: 'No Pressure',
    text: 'Ask anything you like. Free advice, with no obligation to hire us.',
  },
] satisfies Feature[]

export const contactCards = [
  {
    icon: 'phone',
    title: 'Phone',
    details: business.phone.display,
    subtitle: business.hours,
    href: business.phone.href,
  },
  {
    // IconName has no envelope yet; ContactInfoCard draws one for mailto: links.
    icon: 'mail',
    title: 'E-mail',
    details: business.email.display,
    subtitle: 'Photos of your yard help us quote faster',
    href: business.email.href,
  },
  {
    icon: 'map-pin',
    title: 'Service Areas',
    details: `${business.areasServed.length} cities around Sacramento`,
    subtitle: 'Sacramento and Placer counties',
    href: paths.serviceAreas,
  },
  {
    icon: 'clock',
    title: 'Quick Response',
    details: business.responseTime,
    subtitle: 'Missed us? Leave a message and we call you back',
  },
] satisfies ContactCard[]
