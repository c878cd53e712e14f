import type { AboutContent } from "#app/content/about.schema.ts";

export const about: AboutContent = {
  hero: {
    eyebrow: "About Sankofa",
    title: "A bank that brings Africa and its diaspora closer",
    lead: "Sankofa is a digital bank for Africans at home and abroad, built so that earning, saving and sending money across borders feels as simple as paying someone down the road.",
  },

  story: {
    heading: "Our story",
    paragraphs: [
      "Sankofa is an Akan word, often translated as “go back and fetch it”. It carries a simple idea: there is strength in returning to your roots and bringing what matters with you into the future. We chose the name because that is what we want a bank to do, joining Africa and its diaspora instead of keeping them apart.",
      "We founded Sankofa in 2023 because so many of us live between places. A nurse in Manchester supports her parents in Ibadan. A designer in Enugu works for clients across several time zones. A trader in Kano buys stock from across the border. Their money moves between worlds, but their bank too often stays behind.",
      "So we built one account for all of it: opened in under 5 minutes, able to send money to 180+ countries, and free of hidden fees. Today a team of 50+ people in 12 countries works on a single goal: banking that is fast, secure, borderless and inclusive.",
    ],
  },

  mission: {
    heading: "Our mission",
    text: "To give every African, at home or abroad, banking that is fast, secure, borderless and inclusive, with fees in plain view and help whenever it is needed.",
  },

  vision: {
    heading: "Our vision",
    text: "A continent and a diaspora connected by money that moves as freely as its people, where distance is never the reason a family, a student or a business gets left behind.",
  },

  values: {
    heading: "What we stand for",
    intro: "Seven values guide how we build Sankofa and how we treat the people who trust us with their money.",
    items: [
      {
        icon: "Users",
        title: "Community first",
        text: "We build for families, traders, students and small businesses, and we listen to them before we decide what comes next.",
      },
      {
        icon: "Eye",
        title: "Transparency",
        text: "No hidden fees, no small-print surprises. You see what something costs before you agree to it.",
      },
      {
        icon: "ShieldCheck",
        title: "Security",
        text: "Your money and your data deserve serious protection, so security is part of every feature from the first line of code.",
      },
      {
        icon: "HandHeart",
        title: "Inclusion",
        text: "Good banking should not depend on where you live, how much you earn or which language you speak.",
      },
      {
        icon: "Sprout",
        title: "Rooted in heritage",
        text: "Like our name, we look back to move forward, drawing on African ways of saving, sharing and supporting one another.",
      },
      {
        icon: "Sparkles",
        title: "Simplicity",
        text: "Money matters are stressful enough. We keep screens clear, words plain and steps few.",
      },
      {
        icon: "Scale",
        title: "Accountability",
        text: "When we get something wrong, we own it, fix it and tell you what happened.",
      },
    ],
  },

  differentiators: {
    heading: "Why people choose Sankofa",
    intro: "Six things that set us apart.",
    items: [
      {
        icon: "Zap",
        title: "Open in under 5 minutes",
        text: "Everything happens on your phone: no branch visit and no paperwork to post.",
      },
      {
        icon: "Globe",
        title: "Borderless by design",
        text: "Send money to 180+ countries, with most international transfers arriving within minutes.",
      },
      {
        icon: "ReceiptText",
        title: "Zero hidden fees",
        text: "Local transfers and account maintenance are free, and international transfers start from {{internationalFeeFrom}}.",
      },
      {
        icon: "Earth",
        title: "Pan-African reach",
        text: "With 54 African countries supported, Sankofa is built for the whole continent, not just one corner of it.",
      },
      {
        icon: "Languages",
        title: "Support in your language",
        text: "Talk to us 24/7 in English, French, Arabic, Hausa, Yoruba or Igbo.",
      },
      {
        icon: "FingerprintPattern",
        title: "Security without the hassle",
        text: "Biometric sign-in, two-factor authentication and real-time monitoring keep you safe without slowing you down.",
      },
    ],
  },

  statsLabel: "Sankofa in numbers",
  stats: [
    { value: "54", label: "African countries" },
    { value: "0", label: "Hidden fees" },
    { value: "24/7", label: "Support" },
  ],

  companyFacts: {
    heading: "Sankofa at a glance",
    items: [
      { value: "2023", label: "Founded" },
      { value: "50+", label: "Team members in 12 countries" },
      { value: "180+", label: "Countries reached" },
    ],
  },
};
