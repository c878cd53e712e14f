/** Mock-up figures are numbers, formatted with Intl, so a typo cannot hide in a formatted string. */
import type { HomeContent } from "#app/content/home.schema.ts";

export type { HomeMockup } from "#app/content/home.schema.ts";

export const home: HomeContent = {
  hero: {
    eyebrow: "Digital banking for Africa and its diaspora",
    title: "Banking that is fast, secure, borderless and inclusive",
    lead: "Open an account in under 5 minutes, send money to 180+ countries and see every fee before you pay — whether you live in Lagos, London or anywhere in between.",
    storesLabel: "Get the app",
    newTabNote: "(opens in a new tab)",
    webApp: { label: "Or bank in your browser with the web app", href: "/webapp" },
  },

  features: {
    heading: "Everything your money needs, in one app",
    intro: "Sankofa is built for people whose lives, families and work cross borders.",
    items: [
      {
        icon: "Zap",
        title: "Open an account in minutes",
        text: "Sign up from your phone in under 5 minutes. No branch visit, no queue, no forms to post.",
      },
      {
        icon: "Globe",
        title: "Send money across borders",
        text: "Reach 180+ countries. Most international transfers arrive within minutes; some can take up to 24 hours.",
      },
      {
        icon: "ReceiptText",
        title: "No hidden fees",
        text: "Local transfers and account maintenance are free. International transfers start from {{internationalFeeFrom}}, and you see the fee before you confirm.",
      },
      {
        icon: "ShieldCheck",
        title: "Security built in",
        text: "256-bit encryption, biometric sign-in and two-factor authentication protect every login and every payment.",
      },
      {
        icon: "Headphones",
        title: "Help at any hour",
        text: "Our support team is there 24/7, in English, French, Arabic, Hausa, Yoruba and Igbo.",
      },
      {
        icon: "Earth",
        title: "Made for the whole continent",
        text: "With 54 African countries supported, your account keeps up with you wherever life takes you.",
      },
    ],
  },

  coreProducts: {
    heading: "Banking for you and for your business",
    intro: "Start with a personal account, or give your business the tools it needs to get paid and grow.",
    items: [
      {
        id: "individuals",
        icon: "Smartphone",
        title: "For individuals",
        text: "An everyday account for how you really earn, spend, save and send.",
        bullets: [
          "Digital current account with free local transfers",
          "International transfers to 180+ countries",
          "Virtual cards and savings goals",
        ],
        linkLabel: "Explore personal banking",
        href: "/products?tab=individuals",
        image: "digital-current-account",
      },
      {
        id: "businesses",
        icon: "Landmark",
        title: "For businesses",
        text: "For traders and small businesses that want to get paid faster and see where their money goes.",
        bullets: [
          "Business current account with no maintenance fees",
          "Invoices and business analytics in one place",
          "Business loans, subject to eligibility",
        ],
        linkLabel: "Explore business banking",
        href: "/products?tab=businesses",
        image: "business-current-account",
      },
    ],
  },

  personas: {
    heading: "Built for the way you live",
    intro: "Whoever you are and wherever you are, Sankofa fits around your life.",
    illustrativeNote: "Figures shown are illustrative examples, not live balances or rates.",
    phoneLabel: "Example screen on the Sankofa app: {screen}",
    goalOf: "of {target}",
    goalProgress: "{percent}% of the goal saved",
    goalSaved: "{percent}% saved",
    directionLabels: { in: "received", out: "paid" },
    items: [
      {
        id: "freelancer",
        name: "Freelancers",
        story:
          "Get paid by clients abroad, see exactly what arrives, and keep your earnings in one place, without waiting days or guessing at the fees.",
        mockup: {
          kind: "balance",
          label: "Available balance",
          screen: "Home",
          illustrative: true,
          balance: { amount: 2450000, currency: "NGN" },
          activity: [
            { label: "Client in London", money: { amount: 380000, currency: "NGN" }, direction: "in" },
            { label: "Rent", money: { amount: 150000, currency: "NGN" }, direction: "out" },
          ],
        },
      },
      {
        id: "trader",
        name: "Traders",
        story:
          "Pay suppliers across borders and check the rate before you pay, so your margins don’t disappear in the conversion.",
        mockup: {
          kind: "exchange-rate",
          label: "USD to NGN rate",
          screen: "Pay a supplier",
          illustrative: true,
          base: "USD",
          quote: "NGN",
          rate: 760.5,
          activity: [
            { label: "Supplier invoice", money: { amount: 1200, currency: "USD" }, direction: "out" },
            { label: "Sales today", money: { amount: 186400, currency: "NGN" }, direction: "in" },
          ],
        },
      },
      {
        id: "diaspora",
        name: "Diaspora families",
        story:
          "Send money home from Manchester, Houston or Dubai, see the fee upfront, and know your family can count on it.",
        mockup: {
          kind: "transfer",
          label: "Sending home today",
          screen: "Send money",
          illustrative: true,
          send: { amount: 200, currency: "USD" },
          rate: 760.5,
          sendLabel: "You send",
          receiveLabel: "Mum receives",
          activity: [{ label: "Last month, to Mum", money: { amount: 150, currency: "USD" }, direction: "out" }],
        },
      },
      {
        id: "student",
        name: "Students",
        story: "Save towards tuition a little at a time, and watch your goal fill up term by term.",
        mockup: {
          kind: "savings-goal",
          label: "Tuition goal",
          screen: "Goals",
          illustrative: true,
          activity: [
            { label: "Weekly top-up", money: { amount: 15000, currency: "NGN" }, direction: "in" },
            { label: "Round-ups this term", money: { amount: 8450, currency: "NGN" }, direction: "in" },
          ],
          saved: { amount: 750000, currency: "NGN" },
          target: { amount: 1000000, currency: "NGN" },
        },
      },
    ],
  },

  partners: {
    heading: "Connected to the ways Africa pays",
    caption:
      "Sankofa moves money over established payment networks. These are the kinds of networks we connect to, not endorsements by any named company.",
    items: [
      { name: "Card networks", icon: "CreditCard" },
      { name: "Mobile money", icon: "Smartphone" },
      { name: "Bank transfers", icon: "Landmark" },
      { name: "SWIFT network", icon: "Globe" },
      { name: "Instant payments", icon: "Zap" },
    ],
  },

  referral: {
    heading: "Share Sankofa and earn together",
    tabsLabel: "Ways to earn and save",
    text: "Invite a friend and you’ll each earn ₦500. Your friend just needs to complete KYC and fund their account with at least ₦1,000, and the bonus is credited instantly once they do.",
    cta: { label: "Sign Up Now", href: "/open-account" },
    tabs: [
      {
        id: "refer",
        kind: "referral",
        label: "Refer a friend",
        title: "Earn ₦500 when a friend joins",
        steps: [
          "Share your personal referral code from the app.",
          "Your friend signs up, completes KYC and adds at least ₦1,000.",
          "You each receive ₦500, credited instantly.",
        ],
        action: { label: "Learn More", href: "/support", context: "how referral rewards work" },
      },
      {
        id: "save-together",
        kind: "savings",
        label: "Save together",
        title: "Reach your goals, step by step",
        steps: [
          "Create a goal for school fees, rent or a family celebration.",
          "Add money whenever it suits you.",
          "Watch your progress grow in the app.",
        ],
        action: { label: "Download the App", href: "/download" },
      },
      {
        id: "send-home",
        kind: "remittance",
        label: "Send home",
        title: "Support family from anywhere",
        steps: [
          "Add your recipient’s details once.",
          "Check the fee before you confirm.",
          "Most transfers arrive within minutes.",
        ],
        action: { label: "Download the App", href: "/download" },
      },
    ],
  },

  testimonials: {
    heading: "What our customers say",
    controls: {
      carouselLabel: "Customer testimonials",
      roleDescription: "carousel",
      play: "Play testimonials",
      pause: "Pause testimonials",
      previous: "Previous testimonial",
      next: "Next testimonial",
      choose: "Choose a testimonial",
      slide: "Testimonial {position} of {count}",
      showSlide: "Show testimonial {position} of {count}",
      rating: "{rating} out of 5 stars",
    },
    items: [
      {
        quote:
          "My clients pay me from abroad, and now I can see exactly what lands and what it cost. No more guessing.",
        name: "Adaeze Okafor",
        role: "Freelance designer, Enugu",
        portraitSeed: "adaeze-okafor",
        rating: 5,
      },
      {
        quote:
          "Sending money to my mum used to mean a weekend of phone calls to check it had arrived. Now it’s usually there in minutes.",
        name: "Funmilayo Adebayo",
        role: "Nurse, Manchester",
        portraitSeed: "funmilayo-adebayo",
        rating: 5,
      },
      {
        quote: "I pay my suppliers and check the rate in the same app. It keeps my prices honest and my records tidy.",
        name: "Musa Ibrahim",
        role: "Textile trader, Kano",
        portraitSeed: "musa-ibrahim",
        rating: 5,
      },
      {
        quote:
          "I help with my siblings’ school fees from Houston. I like that the fee is shown before I send, every time.",
        name: "Chinedu Nwosu",
        role: "Software engineer, Houston",
        portraitSeed: "chinedu-nwosu",
        rating: 5,
      },
    ],
  },
};
