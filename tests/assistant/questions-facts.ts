/**
 * Questions whose answers rest on structured data: the price list and the served postcodes.
 */
import { price, type QuestionCase } from "./question-case";

const PRICES = "/prices";

export const priceQuestions: QuestionCase[] = [
  {
    id: "price-callout",
    category: "price",
    question: "How much is a call-out?",
    expect: { contains: [price("callout.standard")], facts: ["Price"] },
  },
  {
    id: "price-callout-first-hour",
    category: "price",
    question: "What do you charge to come out, and does that include any time on the job?",
    expect: { contains: [price("callout.standard"), /first hour/i] },
  },
  {
    id: "price-emergency-callout",
    category: "price",
    question: "What does an emergency call-out cost?",
    expect: { contains: [price("callout.emergency")], facts: ["Price"] },
  },
  {
    id: "price-hourly",
    category: "price",
    question: "What is your hourly rate after the first hour?",
    expect: { contains: [price("labour.hour")], facts: ["Price"] },
  },
  {
    id: "price-half-day",
    category: "price",
    question: "How much is it to book a handyman for half a day?",
    expect: { contains: [price("labour.half-day")], facts: ["Price"] },
  },
  {
    id: "price-full-day",
    category: "price",
    question: "What's your day rate for a handyman with a list of jobs?",
    expect: { contains: [price("labour.day")], facts: ["Price"] },
  },
  {
    id: "price-leaky-tap",
    category: "price",
    question: "How much to fix a leaky tap?",
    expect: {
      contains: [price("sub.plumbing.leaky-tap-repairs")],
      cites: "/services/plumbing/leaky-tap-repairs",
      facts: ["Price"],
    },
  },
  {
    id: "price-toilet",
    category: "price",
    question: "How much do you charge to fit a new toilet?",
    expect: {
      contains: [price("sub.plumbing.toilet-installation")],
      cites: "/services/plumbing/toilet-installation",
    },
  },
  {
    id: "price-socket",
    category: "price",
    question: "Price for adding an extra double socket in my lounge?",
    expect: {
      contains: [price("sub.electrical.socket-installation")],
      cites: "/services/electrical/socket-installation",
    },
  },
  {
    id: "price-eicr",
    category: "price",
    question: "How much is an EICR for a three-bed house?",
    expect: {
      contains: [price("sub.electrical.electrical-testing")],
      cites: "/services/electrical/electrical-testing",
    },
  },
  {
    id: "price-fuse-box",
    category: "price",
    question: "What does a consumer unit upgrade cost?",
    expect: {
      contains: [price("sub.electrical.fuse-box-upgrade")],
      cites: "/services/electrical/fuse-box-upgrade",
    },
  },
  {
    id: "price-tv-mount",
    category: "price",
    question: "How much to mount a TV on the wall?",
    expect: {
      contains: [price("sub.appliance.tv-wall-mounting")],
      cites: "/services/appliance/tv-wall-mounting",
    },
  },
  {
    id: "price-gutters",
    category: "price",
    question: "What's the price for gutter cleaning?",
    expect: { contains: [price("service.gutter-cleaning")], cites: "/services/gutter-cleaning" },
  },
  {
    id: "price-door-hanging",
    category: "price",
    question: "How much to hang an internal door?",
    expect: {
      contains: [price("sub.carpentry.door-hanging")],
      cites: "/services/carpentry/door-hanging",
    },
  },
  {
    id: "price-pat",
    category: "price",
    question: "What do you charge for PAT testing?",
    expect: { contains: [price("service.pat-testing")], cites: "/services/pat-testing" },
  },
  {
    id: "price-washing-machine",
    category: "price",
    question: "How much to plumb in a washing machine?",
    expect: {
      contains: [price("sub.appliance.washing-machine-installation")],
      cites: "/services/appliance/washing-machine-installation",
    },
  },
  {
    id: "price-vat",
    category: "price",
    question: "Do your prices include VAT?",
    expect: { contains: [/VAT/], cites: PRICES },
  },
  {
    id: "price-pressure-washing",
    category: "price",
    question: "Cost of pressure washing a patio?",
    expect: {
      contains: [price("service.pressure-washing")],
      cites: "/services/pressure-washing",
    },
  },
];

export const areaInQuestions: QuestionCase[] = [
  {
    id: "area-cv1-full",
    category: "area-in",
    question: "Do you cover CV1 2AB?",
    expect: { covered: true },
  },
  {
    id: "area-cv3-outward",
    category: "area-in",
    question: "I live in CV3, is that in your area?",
    expect: { covered: true },
  },
  {
    id: "area-cv5-earlsdon",
    category: "area-in",
    question: "Can you come to CV5 6FH in Earlsdon?",
    expect: { covered: true },
  },
  {
    id: "area-cv8-lowercase",
    category: "area-in",
    question: "is cv8 1aa covered",
    expect: { covered: true },
  },
  {
    id: "area-cv32",
    category: "area-in",
    question: "Is CV32 5AA somewhere you go?",
    expect: { covered: true },
  },
  {
    id: "area-cv35",
    category: "area-in",
    question: "We're in Hampton Magna, CV35 8AA. Do you come out this far?",
    expect: { covered: true },
  },
  {
    id: "area-warwick",
    category: "area-in",
    question: "Do you work in Warwick?",
    expect: { covered: true },
  },
  {
    id: "area-leamington",
    category: "area-in",
    question: "Do you cover Leamington Spa?",
    expect: { covered: true },
  },
  {
    id: "area-kenilworth",
    category: "area-in",
    question: "Are you able to do jobs in Kenilworth?",
    expect: { covered: true },
  },
  {
    id: "area-whitnash",
    category: "area-in",
    question: "Can you come out to Whitnash?",
    expect: { covered: true },
  },
  {
    id: "area-tile-hill",
    category: "area-in",
    question: "Is Tile Hill in your area?",
    expect: { covered: true, notFacts: ["Service"] },
  },
];

export const areaOutQuestions: QuestionCase[] = [
  {
    id: "area-out-rugby",
    category: "area-out",
    question: "Do you cover Rugby?",
    expect: { covered: false },
  },
  {
    id: "area-out-nuneaton",
    category: "area-out",
    question: "Can you come to Nuneaton, CV11 4AA?",
    expect: { covered: false },
  },
  {
    id: "area-out-cv10",
    category: "area-out",
    question: "My postcode is CV10 7AA, do you come there?",
    expect: { covered: false },
  },
  {
    id: "area-out-birmingham",
    category: "area-out",
    question: "Do you work in Birmingham?",
    expect: { covered: false },
  },
  {
    id: "area-out-b1",
    category: "area-out",
    question: "My postcode is B1 1AA, can you send someone?",
    expect: { covered: false },
  },
  {
    id: "area-out-cv7",
    category: "area-out",
    question: "Do you cover CV7 9AA?",
    expect: { covered: false },
  },
  {
    id: "area-out-cv21",
    category: "area-out",
    question: "Is CV21 2AA in your area?",
    expect: { covered: false },
  },
  {
    id: "area-out-le1",
    category: "area-out",
    question: "Can you do a job in Leicester, LE1 5AA?",
    expect: { covered: false },
  },
  {
    id: "area-out-london",
    category: "area-out",
    question: "Do you cover London?",
    expect: { covered: false },
  },
  {
    id: "area-out-bedworth",
    category: "area-out",
    question: "I'm in Bedworth, CV12 8AA. Can you come?",
    expect: { covered: false },
  },
];
