/**
 * What the site says of who stands behind the bank (D23), in words; the facts (regulator, licence,
 * insurance, company, operator) are the brand configuration's `regulation` (app/site.config.ts).
 */
export const regulation = {
  footer: {
    demonstration:
      "Sankofa is a demonstration brand: it holds no banking licence, and money sent to it is not insured.",
    licensed: "{company} is licensed by the {regulator}. {insurance}",
    link: "Regulatory status",
  },
  eyebrow: "Regulatory status",
  title: "Who stands behind Sankofa",
  demonstration: {
    lead: "Sankofa is a demonstration brand, built to show what a good bank website for Africa and its diaspora can look like. It is not a bank.",
    points: [
      "It holds no banking licence, and no regulator supervises it.",
      "No deposit insurance covers money sent to it, because it takes no deposits.",
      "No licensed money transfer operator works with it, so it sends no money anywhere.",
      "Please do not send it money, card details or identity documents. The forms on this site keep your message for the team to read, and nothing more.",
    ],
    deployment:
      "A bank that runs this website fills in its own regulator, licence, deposit insurance and company details, and this page then shows them.",
  },
  licensed: {
    lead: "{company} is a bank licensed and supervised in Nigeria. Here is everything you need to check that with the regulator yourself.",
    caption: "Our licence and who supervises us",
    detail: "Detail",
    value: "What it is",
    regulator: "Regulator",
    licence: "Licence",
    licenceNumber: "Licence number",
    depositInsurance: "Deposit insurance",
    insurance: "Deposits are insured by {insurer} up to {amount} per depositor.",
    registeredCompany: "Registered company",
    company: "{name}, registration number {number}, {address}",
    moneyTransfers: "Money sent abroad",
    operator:
      "International transfers are made by {name}, a licensed international money transfer operator (licence {number}), for whom we act as agent.",
    checkLicence: "Check our licence on the regulator’s website",
  },
};
