/** No open positions: the page says so plainly and offers the talent pool instead (D6). */
import type { CareersContent } from "#app/content/careers.schema.ts";

export const careers: CareersContent = {
  hero: {
    eyebrow: "Careers",
    title: "Help build banking without borders",
    lead: "We are a team of 50+ people in 12 countries, building a bank for Africans at home and across the diaspora. If that matters to you, we would love to hear from you.",
    buttonLabel: "View Open Positions",
  },

  statsLabel: "Our team",
  stats: [
    { value: "50+", label: "Team members" },
    { value: "12", label: "Countries" },
  ],

  values: {
    heading: "How we work",
    intro: "Four ideas shape how we make decisions and how we treat one another.",
    items: [
      {
        icon: "Heart",
        title: "Customers at the centre",
        text: "Behind every transfer is a family, a business or a dream. We keep those people in mind in everything we build.",
      },
      {
        icon: "Target",
        title: "Own the outcome",
        text: "We take responsibility for our work from the first idea to the moment it helps a customer, and we follow through.",
      },
      {
        icon: "MessagesSquare",
        title: "Say it plainly",
        text: "We share ideas openly, give honest feedback kindly, and write the way we speak: clearly and without jargon.",
      },
      {
        icon: "Sprout",
        title: "Grow together",
        text: "We learn from each other, share what we know and make room for everyone on the team to grow.",
      },
    ],
  },

  benefits: {
    heading: "What you can expect",
    intro: "We want Sankofa to be a place where good people do their best work and still have a life outside it.",
    items: [
      {
        icon: "Laptop",
        title: "Flexible, remote-friendly work",
        text: "Work from where you do your best thinking, with colleagues spread across 12 countries.",
      },
      {
        icon: "HeartPulse",
        title: "Health and wellbeing",
        text: "Support for your physical and mental health, because you matter more than any deadline.",
      },
      {
        icon: "GraduationCap",
        title: "Learning and growth",
        text: "Time and support for courses, conferences and new skills that move your career forward.",
      },
      {
        icon: "TreePalm",
        title: "Time to recharge",
        text: "Paid time off that we actually encourage you to take, so you come back rested.",
      },
      {
        icon: "Globe",
        title: "A diverse, multilingual team",
        text: "Work alongside people from many countries and backgrounds, united by one mission.",
      },
      {
        icon: "Users",
        title: "Work that matters",
        text: "What you build helps families, students and small businesses across Africa and the diaspora every day.",
      },
    ],
  },

  openings: {
    heading: "Open positions",
    noOpeningsMessage:
      "We don’t have any open positions right now. We’d rather tell you that honestly than list roles we aren’t hiring for.",
    talentPool: {
      heading: "Join our talent pool",
      text: "Send us your CV and a short note about the kind of role you are looking for. When something opens up that fits, we will be in touch.",
      buttonLabel: "Join Our Talent Pool",
      writeToUs: "Or write to us at",
      mailSubject: "Talent Pool: <your role>",
    },
  },
};
