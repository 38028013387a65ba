/**
 * Conversations the assistant's rules are tuned on (issue 28, section 5), in the words
 * customers type: short follow-ups, typos, "what about", "and tomorrow?". The runs are at
 * Tuesday 24 November 2026, 09:00 in London, on a fresh database (every window free), so
 * today's first window is 12:00–14:00 and tomorrow's 06:00–08:00.
 */
import type { ConversationCase } from "./conversation-case";
import { PHONE, price } from "./question-case";

const WINDOW = (from: string, to: string) => new RegExp(`${from}\\s?[–-]\\s?${to}`);
const NEAREST_COVENTRY = /nearest[^.]*Coventry/i;
const OUTSIDE = /outside the area/i;

export const tuningConversations: ConversationCase[] = [
  {
    id: "conv-nuneaton-then-tomorrow-morning",
    turns: [
      {
        question: "Do you cover Nuneaton? CV11 4AB",
        expect: { covered: false, contains: [PHONE, NEAREST_COVENTRY], noBook: true },
      },
      {
        question: "What time can someone come tomorrow morning?",
        expect: {
          facts: ["Next free windows"],
          contains: [/Wednesday 25 November/, WINDOW("08:00", "10:00")],
          notContains: [OUTSIDE, "CV11", price("sub.plumbing.leaky-tap-repairs")],
          notFacts: ["Area", "Price", "Opening hours"],
        },
      },
    ],
  },
  {
    id: "conv-next-free-slot",
    turns: [
      {
        question: "When is your next free slot?",
        expect: {
          facts: ["Next free windows"],
          contains: [WINDOW("12:00", "14:00")],
          notContains: [/\bTV\b/i, /mounting/i],
        },
      },
      {
        question: "and tomorrow?",
        expect: {
          facts: ["Next free windows"],
          contains: [/Wednesday 25 November/, WINDOW("06:00", "08:00")],
          notContains: [/\bTV\b/i],
        },
      },
      {
        question: "ok how do i book one",
        expect: { book: true, contains: [/window/i] },
      },
    ],
  },
  {
    id: "conv-cv5-then-shelf-then-book",
    turns: [
      { question: "do you cover CV5", expect: { covered: true } },
      {
        question: "great. need a couple of shelves put up in the alcove",
        expect: { cites: "/services/carpentry/shelving-installation" },
      },
      {
        question: "Book this",
        expect: { book: true, bookPrefills: { postcode: "CV5" }, notContains: [OUTSIDE] },
      },
    ],
  },
  {
    id: "conv-cv34-tap-then-book",
    turns: [
      {
        question: "Can you fix a leaky tap in CV34?",
        expect: {
          covered: true,
          contains: [price("sub.plumbing.leaky-tap-repairs")],
          bookPrefills: { postcode: "CV34", service: "plumbing-repairs" },
        },
      },
      {
        question: "book it",
        expect: { book: true, bookPrefills: { postcode: "CV34", service: "plumbing-repairs" } },
      },
    ],
  },
  {
    id: "conv-rugby-then-kenilworth",
    turns: [
      {
        question: "do u cover rugby",
        expect: { covered: false, contains: [PHONE, NEAREST_COVENTRY], noBook: true },
      },
      { question: "what about kenilworth?", expect: { covered: true, notContains: [OUTSIDE] } },
      {
        question: "how much for a callout",
        expect: { opens: [price("callout.standard")], notFacts: ["Area"] },
      },
    ],
  },
  {
    id: "conv-burst-pipe-warwick",
    turns: [
      {
        question: "pipe's burst under the kitchen sink, waters going everywhere",
        expect: { contains: [price("callout.emergency")], book: true },
      },
      {
        question: "im in warwick",
        expect: { covered: true, notContains: [OUTSIDE] },
      },
    ],
  },
  {
    id: "conv-sunday-hours-then-visit",
    turns: [
      { question: "are you open sundays", expect: { contains: ["06:00", "22:00"] } },
      {
        question: "can someone come this sunday then",
        expect: {
          facts: ["Next free windows"],
          contains: [/Sunday 29 November/],
          notFacts: ["Opening hours"],
        },
      },
    ],
  },
  {
    id: "conv-boiler-then-tap",
    turns: [
      { question: "can you service my boiler", expect: { declines: true } },
      {
        question: "ok what about a dripping tap",
        expect: { cites: "/services/plumbing/leaky-tap-repairs", notContains: [/boiler/i] },
      },
    ],
  },
  {
    id: "conv-landlord-eicr-book",
    turns: [
      {
        question: "I'm a landlord, do you do EICRs?",
        expect: { cites: "/services/electrical/electrical-testing" },
      },
      {
        question: "how much",
        expect: { opens: [price("sub.electrical.electrical-testing")] },
      },
      {
        question: "the flat is in CV32",
        expect: { covered: true, notFacts: ["Price"] },
      },
      {
        question: "book it for friday",
        expect: {
          book: true,
          bookPrefills: { postcode: "CV32", date: "2026-11-27", service: "electrical-services" },
        },
      },
    ],
  },
  {
    id: "conv-gutters-next-week",
    turns: [
      {
        question: "gutters need clearing, its a 2 storey semi",
        expect: { cites: "/services/gutter-cleaning" },
      },
      { question: "whats the price", expect: { opens: [price("service.gutter-cleaning")] } },
      {
        question: "anything next week?",
        expect: {
          facts: ["Next free windows"],
          contains: [/Monday 30 November/],
          notFacts: ["Price"],
        },
      },
    ],
  },
  {
    id: "conv-leamington-then-when",
    turns: [
      { question: "do you cover leamington", expect: { covered: true } },
      {
        question: "when can you come",
        expect: {
          facts: ["Next free windows"],
          contains: [WINDOW("12:00", "14:00")],
          notFacts: ["Area"],
        },
      },
    ],
  },
  {
    id: "conv-drip-emergency-then-price",
    turns: [
      {
        question: "is a dripping tap an emergency",
        expect: { contains: [/usually not|can wait/i] },
      },
      {
        question: "ok how much to fix it then",
        expect: {
          opens: [price("sub.plumbing.leaky-tap-repairs")],
          notContains: [/usually not/i, /can wait/i],
        },
      },
    ],
  },
  {
    id: "conv-callout-then-hourly-vat",
    turns: [
      {
        question: "how much is ur call out charge",
        expect: { opens: [price("callout.standard")] },
      },
      { question: "and per hour after that?", expect: { opens: [price("labour.hour")] } },
      { question: "is that inc vat", expect: { contains: [/VAT/] } },
    ],
  },
  {
    id: "conv-insured-then-dbs",
    turns: [
      { question: "are u insured", expect: { contains: ["£2m"] } },
      { question: "and are the engineers dbs checked", expect: { contains: ["DBS"] } },
    ],
  },
  {
    id: "conv-fence-weekend-price",
    turns: [
      {
        question: "fence panel blew down in the wind last night",
        expect: { cites: "/services/garden/fence-repairs" },
      },
      {
        question: "can someone come at the weekend",
        expect: {
          facts: ["Next free windows"],
          contains: [/Saturday 28 November/],
          book: true,
          bookPrefills: { date: "2026-11-28" },
        },
      },
      { question: "how much roughly", expect: { opens: [price("sub.garden.fence-repairs")] } },
    ],
  },
  {
    id: "conv-splashback-tomorrow-afternoon",
    turns: [
      {
        question: "need a splashback tiling behind the hob",
        expect: { cites: "/services/tiling-services" },
      },
      {
        question: "tomorrow afternoon any good?",
        expect: {
          facts: ["Next free windows"],
          contains: [/Wednesday 25 November/, WINDOW("12:00", "14:00")],
          notContains: [WINDOW("06:00", "08:00")],
        },
      },
    ],
  },
  {
    id: "conv-number-then-closing",
    turns: [
      { question: "whats ur number", expect: { contains: [PHONE], facts: ["Phone"] } },
      {
        question: "what time do you close",
        expect: { contains: ["22:00"], facts: ["Opening hours"] },
      },
    ],
  },
  {
    id: "conv-car-then-tv",
    turns: [
      { question: "do you do car repairs", expect: { declines: true } },
      {
        question: "what about putting a tv on the wall",
        expect: { cites: "/services/appliance/tv-wall-mounting", notContains: [/\bcar\b/i] },
      },
    ],
  },
  {
    id: "conv-stratford-nearest",
    turns: [
      {
        question: "Stratford upon avon, do you go there?",
        expect: { covered: false, contains: [PHONE, /nearest[^.]*Warwick/i], noBook: true },
      },
      {
        question: "ok whats the nearest you go",
        expect: { contains: [/Warwick/] },
      },
    ],
  },
  {
    id: "conv-ceiling-light-whitnash-earliest",
    turns: [
      {
        question: "how much to put up a new ceiling light",
        expect: { opens: [price("sub.electrical.light-fitting")] },
      },
      {
        question: "do you cover whitnash",
        expect: { covered: true, notFacts: ["Price"] },
      },
      {
        question: "whens the earliest",
        expect: {
          facts: ["Next free windows"],
          book: true,
          bookPrefills: { service: "electrical-services" },
          notFacts: ["Price", "Area"],
        },
      },
    ],
  },
  {
    id: "conv-callout-then-emergency-one",
    turns: [
      { question: "how much is a normal callout", expect: { opens: [price("callout.standard")] } },
      { question: "and an emergency one?", expect: { opens: [price("callout.emergency")] } },
    ],
  },
  {
    id: "conv-kenilworth-then-bedworth",
    turns: [
      { question: "do you cover kenilworth", expect: { covered: true } },
      {
        question: "wat about bedworth",
        expect: { covered: false, contains: [PHONE, NEAREST_COVENTRY] },
      },
    ],
  },
  {
    id: "conv-thursday-then-afternoon",
    turns: [
      {
        question: "can someone come thursday",
        expect: { facts: ["Next free windows"], contains: [/Thursday 26 November/] },
      },
      {
        question: "afternoon if poss",
        expect: {
          facts: ["Next free windows"],
          contains: [/Thursday 26 November/, WINDOW("12:00", "14:00")],
          notContains: [WINDOW("06:00", "08:00")],
        },
      },
    ],
  },
  {
    id: "conv-painting-price-quote",
    turns: [
      {
        question: "looking for someone to paint my living room",
        expect: { cites: "/services/painting/interior-painting" },
      },
      {
        question: "roughly what would that cost",
        expect: { opens: [price("sub.painting.interior-painting")] },
      },
      { question: "can i get a proper quote first", expect: { cites: "/contact" } },
    ],
  },
  {
    id: "conv-office-pat-cv1-price",
    turns: [
      {
        question: "do you do PAT testing for offices",
        expect: { cites: "/services/pat-testing/office-pat-testing" },
      },
      { question: "we're in CV1", expect: { covered: true } },
      {
        question: "price?",
        expect: { opens: [price("sub.pat-testing.office-pat-testing")], notFacts: ["Area"] },
      },
    ],
  },
  {
    id: "conv-odd-jobs-day-then-half",
    turns: [
      {
        question: "got a list of odd jobs, is that something you do",
        expect: { cites: "/services/general-repairs" },
      },
      { question: "whats the day rate", expect: { opens: [price("labour.day")] } },
      { question: "what about half a day", expect: { opens: [price("labour.half-day")] } },
    ],
  },
  {
    id: "conv-solihull-then-balsall-common",
    turns: [
      {
        question: "Do you do Solihull",
        expect: { covered: false, contains: [PHONE, /nearest/i], noBook: true },
      },
      {
        question: "ok what about balsall common",
        expect: { covered: false, contains: [PHONE, /nearest/i] },
      },
    ],
  },
  {
    id: "conv-radiator-price-friday",
    turns: [
      {
        question: "radiator in the back bedroom is cold at the top",
        expect: { cites: "/services/plumbing/radiator-repairs" },
      },
      { question: "how much", expect: { opens: [price("sub.plumbing.radiator-repairs")] } },
      {
        question: "can you come friday",
        expect: {
          facts: ["Next free windows"],
          contains: [/Friday 27 November/],
          bookPrefills: { date: "2026-11-27", service: "plumbing-repairs" },
          notFacts: ["Price"],
        },
      },
    ],
  },
  {
    id: "conv-guarantee-then-friday",
    turns: [
      { question: "is ur work guaranteed", expect: { contains: [/12 months|12-month/i] } },
      {
        question: "ok can i book for friday",
        expect: {
          facts: ["Next free windows"],
          contains: [/Friday 27 November/],
          book: true,
          bookPrefills: { date: "2026-11-27" },
        },
      },
    ],
  },
  {
    id: "conv-window-lock-cost",
    turns: [
      {
        question: "bedroom window handle wont lock properly",
        expect: {
          cites: ["/services/general/window-repairs", "/services/security/door-window-security"],
        },
      },
      { question: "cost?", expect: { facts: ["Price"], notContains: [/usually not/i] } },
      {
        question: "im in tile hill",
        expect: { covered: true, notFacts: ["Price"] },
      },
    ],
  },
];
