/**
 * Conversations kept out of tuning (issue 28, section 5): the quarter of the set that
 * `heldOutIds` picks by id. Written with the others, before any rule was tuned; the evaluation
 * reports their score apart and prints their failures only when asked (`--held-out-details`),
 * so a rule is not fitted to them. Same fixed "now" as the tuning set.
 */
import type { ConversationCase } from "./conversation-case";
import { PHONE, price } from "./question-case";

const WINDOW = (from: string, to: string) => new RegExp(`${from}\\s?[–-]\\s?${to}`);
const NEAREST_COVENTRY = /nearest[^.]*Coventry/i;
const OUTSIDE = /outside the area/i;

export const heldOutConversations: ConversationCase[] = [
  {
    id: "conv-dripping-tap-then-price",
    turns: [
      {
        question: "hiya my kitchen tap keeps dripping",
        expect: { cites: "/services/plumbing/leaky-tap-repairs" },
      },
      {
        question: "How much would it cost to fix a dripping tap?",
        expect: {
          opens: [price("sub.plumbing.leaky-tap-repairs")],
          notContains: [/usually not/i, /can wait/i],
        },
      },
      {
        question: "can u come tomorow",
        expect: {
          facts: ["Next free windows"],
          contains: [/Wednesday 25 November/],
          book: true,
          bookPrefills: { service: "plumbing-repairs", date: "2026-11-25" },
          notFacts: ["Price"],
        },
      },
    ],
  },
  {
    id: "conv-telly-price-place-day",
    turns: [
      {
        question: "can you put my telly on the wall",
        expect: { cites: "/services/appliance/tv-wall-mounting" },
      },
      { question: "how much?", expect: { opens: [price("sub.appliance.tv-wall-mounting")] } },
      { question: "im in earlsdon", expect: { covered: true, notFacts: ["Price"] } },
      {
        question: "any time thursday?",
        expect: {
          facts: ["Next free windows"],
          contains: [/Thursday 26 November/],
          book: true,
          bookPrefills: { date: "2026-11-26", service: "appliance-installation" },
        },
      },
    ],
  },
  {
    id: "conv-locked-out-now",
    turns: [
      {
        question: "locked out of my house!! can someone come now",
        expect: {
          facts: ["Next free windows"],
          contains: [price("sub.security.emergency-lockout")],
          book: true,
          bookPrefills: { emergency: "1" },
        },
      },
      { question: "im in CV3", expect: { covered: true, notContains: [OUTSIDE] } },
      {
        question: "how much will it be",
        expect: { opens: [price("sub.security.emergency-lockout")] },
      },
    ],
  },
  {
    id: "conv-rugby-door-book-anyway",
    turns: [
      {
        question: "Can you fix a door in Rugby CV21 3AA?",
        expect: { covered: false, contains: [PHONE, NEAREST_COVENTRY], noBook: true },
      },
      {
        question: "can i book it anyway",
        expect: { contains: [PHONE], noBook: true, notContains: [/yes, we cover/i] },
      },
    ],
  },
  {
    id: "conv-toilet-then-shower-price",
    turns: [
      {
        question: "how much to fit a new toilet",
        expect: { opens: [price("sub.plumbing.toilet-installation")] },
      },
      {
        question: "and a shower repair?",
        expect: {
          opens: [price("sub.plumbing.shower-repairs")],
          notContains: [price("sub.plumbing.toilet-installation")],
        },
      },
    ],
  },
  {
    id: "conv-cv7-then-keresley",
    turns: [
      {
        question: "do you cover CV7",
        expect: { covered: false, contains: [PHONE, NEAREST_COVENTRY] },
      },
      { question: "I'm in Keresley actually", expect: { covered: true } },
    ],
  },
  {
    id: "conv-blocked-sink-full-postcode-book",
    turns: [
      {
        question: "blocked kitchen sink at CV2 4NR can you help",
        expect: { covered: true, cites: "/services/plumbing/drain-clearing" },
      },
      {
        question: "book it pls",
        expect: { book: true, bookPrefills: { postcode: "CV2 4NR" } },
      },
    ],
  },
  {
    id: "conv-parking-then-city-centre",
    turns: [
      {
        question: "do i need to sort parking for your van",
        expect: { contains: [/permit|pay-and-display/i] },
      },
      { question: "im in cv1 city centre", expect: { covered: true } },
    ],
  },
  {
    id: "conv-lockout-nuneaton-then-price",
    turns: [
      {
        question: "locked out in nuneaton CV10",
        expect: { covered: false, contains: [PHONE, NEAREST_COVENTRY], noBook: true },
      },
      {
        question: "how much is the emergency callout anyway",
        expect: {
          opens: [price("callout.emergency")],
          notFacts: ["Area"],
          notContains: [OUTSIDE],
        },
      },
    ],
  },
  {
    id: "conv-washing-machine-price-tmrw",
    turns: [
      {
        question: "can you plumb in a washing machine",
        expect: { cites: "/services/appliance/washing-machine-installation" },
      },
      {
        question: "how much is that",
        expect: { opens: [price("sub.appliance.washing-machine-installation")] },
      },
      {
        question: "tmrw?",
        expect: {
          facts: ["Next free windows"],
          contains: [/Wednesday 25 November/, WINDOW("06:00", "08:00")],
          book: true,
        },
      },
    ],
  },
];
