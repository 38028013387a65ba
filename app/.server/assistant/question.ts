import { addCalendarDays, londonDate } from "~/lib/booking-rules";
import { findPlace, findPostcode, type NamedPlace, type NamedPostcode } from "./places";

/**
 * What a visitor's question names, read with rules rather than guessed: a postcode, a place,
 * a day, and what they want to know. Pure, so every rule is unit-tested.
 */

export type OffTopic =
  | { topic: "gas"; covered: true }
  | { topic: "roofing" | "structural"; covered: true }
  | {
      topic: "vehicles" | "medical" | "legal" | "money" | "other-trade" | "unrelated";
      covered: false;
    };

/** The part of a day a visitor asks for: "tomorrow morning", "afternoon if poss". */
export type PartOfDay = "morning" | "afternoon" | "evening";

/** A line of the price list a question names without naming a service: "your day rate". */
export type RateAsked = "callout" | "emergency-callout" | "hour" | "half-day" | "day";

export interface ReadQuestion {
  postcode: NamedPostcode | null;
  place: NamedPlace | null;
  /** A London calendar date, "2026-11-24". */
  day: string | null;
  dayWords: string | null;
  partOfDay: PartOfDay | null;
  rate: RateAsked | null;
  asks: {
    price: boolean;
    hours: boolean;
    phone: boolean;
    availability: boolean;
    /** "Book this", "book it for Friday": a booking, so where and when matter. */
    booking: boolean;
    area: boolean;
    emergency: boolean;
    /** "How do I fix it myself?": the guides answer before the service pages. */
    diy: boolean;
    /** Smelling gas: the site's safety advice, never a booking. */
    gasSafety: boolean;
  };
  offTopic: OffTopic | null;
  /** Content words for the search: question words and filler removed. */
  terms: string[];
  /** It points back at the conversation: "how much is it?", "do you go there?". */
  refersBack: boolean;
  /** It continues the question before with something else: "and tomorrow?", "what about CV5?". */
  continues: boolean;
}

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** The weekday (0 = Sunday) of a London calendar date. */
function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** The day a question names, as a London date, with the words that named it. */
export function findDay(question: string, now: Date): { date: string; words: string } | null {
  const text = question.toLowerCase();
  const today = londonDate(now);
  if (/\b(day after tomorrow)\b/.test(text))
    return { date: addCalendarDays(today, 2), words: "the day after tomorrow" };
  if (/\b(tomorrow|tmrw|tomorow)\b/.test(text))
    return { date: addCalendarDays(today, 1), words: "tomorrow" };
  if (/\b(today|tonight|this (morning|afternoon|evening)|right now|now)\b/.test(text)) {
    return { date: today, words: "today" };
  }
  const dated = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?: of)? (${MONTHS.join("|")})\\b`).exec(
    text,
  );
  if (dated) {
    const day = Number(dated[1]);
    const month = MONTHS.indexOf(dated[2] ?? "") + 1;
    const year = Number(today.slice(0, 4));
    const pad = (value: number) => String(value).padStart(2, "0");
    let date = `${year}-${pad(month)}-${pad(day)}`;
    if (date < today) date = `${year + 1}-${pad(month)}-${pad(day)}`;
    if (
      !Number.isNaN(new Date(`${date}T12:00:00Z`).getTime()) &&
      new Date(`${date}T12:00:00Z`).getUTCDate() === day
    ) {
      return { date, words: `${day} ${dated[2]}` };
    }
  }
  if (/\b(this |at the )?weekend\b/.test(text)) {
    const ahead = (6 - weekdayOf(today) + 7) % 7;
    return { date: addCalendarDays(today, ahead), words: "at the weekend" };
  }
  if (/\bnext week\b/.test(text)) {
    const ahead = (1 - weekdayOf(today) + 7) % 7 || 7;
    return { date: addCalendarDays(today, ahead), words: "next week" };
  }
  const named = WEEKDAYS.findIndex((name) => new RegExp(`\\b${name}\\b`).test(text));
  if (named >= 0) {
    const ahead = (named - weekdayOf(today) + 7) % 7 || 7;
    const name = WEEKDAYS[named] ?? "";
    return {
      date: addCalendarDays(today, ahead),
      words: `on ${name[0]?.toUpperCase()}${name.slice(1)}`,
    };
  }
  return null;
}

const PARTS_OF_DAY: readonly { part: PartOfDay; pattern: RegExp }[] = [
  { part: "morning", pattern: /\b(morning|mornings|before (noon|lunch|12))\b/ },
  { part: "afternoon", pattern: /\b(afternoon|afternoons|after lunch)\b/ },
  { part: "evening", pattern: /\b(evening|evenings|tonight|after work|after (5|6|five|six))\b/ },
];

export function findPartOfDay(question: string): PartOfDay | null {
  const text = question.toLowerCase();
  return PARTS_OF_DAY.find((entry) => entry.pattern.test(text))?.part ?? null;
}

/** The rates people ask for by name; the more specific first ("half a day" before "a day"). */
const RATES: readonly { rate: RateAsked; pattern: RegExp }[] = [
  { rate: "emergency-callout", pattern: /\bemergency (call-?out|call out|one|visit|rate)\b/ },
  { rate: "half-day", pattern: /\bhalf(?: a)?[- ]day\b/ },
  { rate: "day", pattern: /\b(day rate|full day|whole day|per day|a day's work|daily rate)\b/ },
  { rate: "hour", pattern: /\b(hourly|per hour|an hour|each hour|extra hour|additional hour)\b/ },
  { rate: "callout", pattern: /\b(call-?out|call out|come out|callout charge)\b/ },
];

export function findRate(question: string): RateAsked | null {
  const text = question.toLowerCase();
  return RATES.find((entry) => entry.pattern.test(text))?.rate ?? null;
}

/** Words that point back at what was said before. */
const REFERS_BACK = /\b(it|that|this|them|those|one|same|there|too|also)\b/;
/** Openings that carry on from the question before with one thing changed. */
const CONTINUES = /^\s*(and|or|also|what about|how about|wat about|what abt|same for|then)\b/;

/** Topics we do not answer, each with the words that give it away. Order matters: the first wins. */
const OFF_TOPICS: readonly { topic: OffTopic; pattern: RegExp }[] = [
  {
    topic: { topic: "gas", covered: true },
    // Smelling gas is a safety question the site answers (leave, call the gas emergency line).
    pattern:
      /\b(boilers?|combi|gas safe|corgi|flue|(?<!smell |smell of |smelling |smelling of )gas(?! (leak|smell)))\b/,
  },
  {
    topic: { topic: "roofing", covered: true },
    pattern: /\b(roof|roofs|roofing|roofer|chimney stack|chimney pot|slates?)\b/,
  },
  {
    topic: { topic: "structural", covered: true },
    pattern: /\b(structural|load[- ]bearing|knock (down|through)|underpinning|rsj|steel beam)\b/,
  },
  {
    topic: { topic: "vehicles", covered: false },
    pattern: /\b(car|cars|mot|tyres?|vehicle|engine|clutch|brakes|motorbike|scooter)\b/,
  },
  {
    topic: { topic: "medical", covered: false },
    pattern:
      /\b(doctor|gp|painkillers?|paracetamol|ibuprofen|bad back|back pain|toothache|symptoms?|medicine|medication|prescription|rash|fever|headache|injur(y|ed|ies)|pregnan\w*|diagnos\w*|nhs|hospital|chest pain|covid|tablets?)\b/,
  },
  {
    topic: { topic: "legal", covered: false },
    pattern:
      /\b(solicitor|lawyer|legal advice|sue|suing|court|divorce|lawsuit|small claims|my rights|evict\w*|section 21)\b/,
  },
  {
    topic: { topic: "money", covered: false },
    pattern: /\b(mortgage|tax return|taxes|invest\w*|bitcoin|crypto|shares|pension|loan)\b/,
  },
  {
    topic: { topic: "other-trade", covered: false },
    pattern:
      /\b(pest control|wasps?|rats|mice|bed bugs|removals?|man and van|skip hire|window clean\w*|carpet clean\w*|oven clean\w*|house clean\w*|deep clean\w*|end of tenancy clean\w*|cleaners?|deep clean\w*|end of tenancy clean\w*|cleaners|chimney sweep|tree surgeon|tree felling|asbestos|septic tank|solar panels?|heat pump|air conditioning|satellite dish|computer repair|phone repair|laptop|tattoo|hairdress\w*|dog walk\w*|babysit\w*|loft conversion|driving lessons?)\b/,
  },
  {
    topic: { topic: "unrelated", covered: false },
    pattern:
      /\b(weather|recipe|football|poem|joke|song|homework|essay|capital of|president|prime minister|lottery|horoscope|translate|write (me )?(a|some) code|javascript|python|movie|film)\b/,
  },
];

export function findOffTopic(question: string): OffTopic | null {
  const text = question.toLowerCase();
  return OFF_TOPICS.find((entry) => entry.pattern.test(text))?.topic ?? null;
}

/** Words that carry no meaning for the search. */
const STOP_WORDS = new Set(
  (
    "a an the and or but if then so of to in on at by for with from into about as is are was were be been being " +
    "do does did doing done can could would should will shall may might must i me my mine we us our you your yours " +
    "he she it its they them their this that these those there here what which who whom whose when where why how " +
    "much many any some all each every no not yes please thanks thank hi hello hey just also very really get got " +
    "have has had need needs want wants like know tell let im i'm it's its what's whats dont don't does doesn't " +
    "out up one someone anyone somebody come came take you'll we'll i'll they'll " +
    // What customers type around a question: chat filler and text-speak, no meaning to search.
    "ok okay great cheers ta pls plz poss possible roughly approx approximately anyway actually " +
    "proper first hiya mate thx ur wat whats wats abt any anything something good"
  ).split(" "),
);

export function contentTerms(question: string): string[] {
  return question
    .toLowerCase()
    .replace(/[’']/g, "'")
    .split(/[^a-z0-9£']+/)
    .map((word) => word.replace(/^'+|'+$/g, ""))
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}

export function readQuestion(question: string, now: Date): ReadQuestion {
  const text = question.toLowerCase();
  const day = findDay(question, now);
  const postcode = findPostcode(question);
  const place = findPlace(question);
  return {
    postcode,
    place,
    day: day?.date ?? null,
    dayWords: day?.words ?? null,
    partOfDay: findPartOfDay(question),
    rate: findRate(question),
    asks: {
      price:
        /\b(how much|cost|costs|price|prices|pricing|charge|charges|fee|fees|rate|rates|vat|expensive|cheap|call-?out|call out)\b|£|\bfree\b(?! (slot|window|time|day))/.test(
          text,
        ),
      hours:
        /\b(open|opening|hours|close|closed|closing|shut|bank holidays?|christmas|overnight|at night|middle of the night|\d{1,2} ?(am|pm))\b/.test(
          text,
        ) ||
        /\bwhat time do (you|they)\b/.test(text) ||
        /\b(work|working) (on )?(sundays?|saturdays?|weekends?|evenings?|nights?)\b/.test(text),
      phone: /\b(phone|number|call(?!-?out| out)|ring|telephone|speak to|talk to|contact)\b/.test(
        text,
      ),
      availability:
        day !== null ||
        /\b(when|whens|available|availability|soonest|earliest|next free|free slot|slots?|come out|can you come|can someone come|how soon|how quickly|how fast|book|in \d+ minutes|within (an|the) hour|what time can)\b/.test(
          text,
        ),
      booking: /\bbook(ing)?\b/.test(text) && !/\bhow (do|can|should) i book\b/.test(text),
      area:
        postcode !== null ||
        place !== null ||
        /\b(cover|covered|area|areas|serve|travel|come to|postcode|near me|local|nearest|closest|go there|come here)\b/.test(
          text,
        ),
      emergency:
        /\b(emergency|emergencies|urgent|urgently|asap|burst|flood\w*|overflowing|won't stop|will not stop|locked out|tonight|out of hours|right now|come now|break-in|broke in|broken into|burgled|no power|trip switch|tripping)\b/.test(
          text,
        ),
      diy: /\b(myself|diy|yourself|do it my ?self|how (do|can|should) i (fix|repair|stop|unblock|bleed|change|replace))\b/.test(
        text,
      ),
      gasSafety: /\b(smell(ing)? (of )?gas|gas (leak|smell))\b/.test(text),
    },
    offTopic: findOffTopic(question),
    terms: contentTerms(question),
    refersBack: REFERS_BACK.test(text),
    continues: CONTINUES.test(text),
  };
}
