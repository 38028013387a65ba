import type { NamedPlace, NamedPostcode } from "./places";
import { contentTerms, readQuestion, type ReadQuestion } from "./question";
import { matchService, type MatchedService } from "./service-match";
import type { AssistantTurn } from "./types";

/**
 * What a question means in its conversation. A fact said in an earlier turn (a service, a
 * postcode, a day) is carried into the answer only when the new question needs it: the
 * service for "how much is it?", the place for "do you go there?" and "Book this", the day
 * for "afternoon if poss". Otherwise it only pre-fills "Book this". Pure, so every rule is
 * unit-tested.
 */

export interface Whereabouts {
  postcode: NamedPostcode | null;
  place: NamedPlace | null;
}

export interface Understood {
  /** The question as read, with the asks, place and day it takes from the turns before. */
  read: ReadQuestion;
  /** The service the answer is about (its facts, its passages). */
  service: MatchedService | null;
  /** The service came from an earlier turn, because the question needs it. */
  serviceCarried: boolean;
  /** The conversation's job, place, day and urgency: what "Book this" pre-fills. */
  booking: {
    service: MatchedService | null;
    /** The visitor's words about the job: the question that named it, not "book it". */
    description: string;
    where: Whereabouts;
    day: string | null;
    emergency: boolean;
  };
  /** The words to search the site's passages with. */
  searchTerms: string[];
}

type Asks = ReadQuestion["asks"];

/** What a short follow-up takes from the question before ("and tomorrow?" asks for windows too). */
const INHERITED_ASKS = ["price", "availability", "area", "hours", "phone"] as const;

function asksNothing(asks: Asks): boolean {
  return !asks.price && !asks.hours && !asks.phone && !asks.availability && !asks.area && !asks.diy;
}

/**
 * A question that carries on from the one before: it opens that way ("and…", "what about…"),
 * or it is a few words naming one thing and asking nothing ("afternoon if poss", "tmrw?").
 */
function carriesOn(own: ReadQuestion, ownService: MatchedService | null): boolean {
  if (own.continues) return true;
  const namesSomething =
    own.day !== null ||
    own.partOfDay !== null ||
    own.rate !== null ||
    ownService !== null ||
    own.postcode !== null ||
    own.place !== null;
  return namesSomething && asksNothing(own.asks) && own.terms.length <= 3;
}

/** The question needs the conversation's job: its price, how to do it, or "it" alone. */
function needsTheJob(read: ReadQuestion): boolean {
  const { asks } = read;
  if (asks.price && read.rate === null) return true;
  if (asks.diy) return true;
  return (
    read.refersBack &&
    !asks.availability &&
    !asks.booking &&
    !asks.area &&
    !asks.hours &&
    !asks.phone &&
    !asks.price
  );
}

function searchTermsOf(read: ReadQuestion, carried: MatchedService | null): string[] {
  // Smelling gas is answered from the site's gas-safety sentences, whatever room it is in.
  if (read.asks.gasSafety) return ["smell", "gas"];
  return [...read.terms, ...(carried ? contentTerms(carried.name) : [])];
}

/** One turn understood from the state the turns before it left. */
function understandTurn(question: string, before: Understood | null, now: Date): Understood {
  const own = readQuestion(question, now);
  const ownService = matchService(question, { ignore: own.place ? [own.place.name] : [] });
  const ownWhere = own.postcode || own.place ? { postcode: own.postcode, place: own.place } : null;
  const ownEmergency = own.asks.emergency || (ownService?.emergency ?? false);
  if (!before) {
    return {
      read: own,
      service: ownService,
      serviceCarried: false,
      booking: {
        service: ownService,
        description: question,
        where: ownWhere ?? { postcode: null, place: null },
        day: own.day,
        emergency: ownEmergency,
      },
      searchTerms: searchTermsOf(own, null),
    };
  }

  const read: ReadQuestion = { ...own, asks: { ...own.asks } };
  if (carriesOn(own, ownService)) {
    for (const ask of INHERITED_ASKS) read.asks[ask] ||= before.read.asks[ask];
    if (!own.day && (read.asks.availability || read.asks.booking)) {
      read.day = before.read.day;
      read.dayWords = before.read.dayWords;
      read.asks.availability ||= read.day !== null;
    }
    read.partOfDay ??= before.read.partOfDay;
  } else if (!own.day && read.asks.booking) {
    // "Book it" books the day the conversation settled on.
    read.day = before.booking.day;
  }

  // The place said before answers "do you go there?" and "Book this", nothing else.
  const where = ownWhere ?? before.booking.where;
  if (!ownWhere && (read.asks.booking || read.asks.area)) {
    read.postcode = where.postcode;
    read.place = where.place;
  }

  const job = ownService ?? before.booking.service;
  const serviceCarried = !ownService && job !== null && needsTheJob(read);
  const service = ownService ?? (serviceCarried ? job : null);
  const emergency = ownEmergency || (serviceCarried && (service?.emergency ?? false));
  return {
    read,
    service,
    serviceCarried,
    booking: {
      service: job,
      description: !ownService && before.booking.service ? before.booking.description : question,
      where,
      day: read.day ?? (ownService ? null : before.booking.day),
      emergency: emergency || (!ownService && before.booking.emergency),
    },
    searchTerms: searchTermsOf(read, serviceCarried ? service : null),
  };
}

/** The question understood after every turn before it, oldest first. */
export function understand(
  question: string,
  history: readonly AssistantTurn[],
  now: Date,
): Understood {
  let state: Understood | null = null;
  for (const turn of history) state = understandTurn(turn.question, state, now);
  return understandTurn(question, state, now);
}
