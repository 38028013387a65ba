import type { LocationPage } from "./types";

/**
 * Location landing pages under /locations/{slug}. Each body is written for the
 * place it names: its streets, housing, parking and the jobs we get called to there.
 */
export const locations: LocationPage[] = [
  {
    slug: "emergency-handyman-coventry",
    place: "Coventry",
    latitude: 52.40806,
    longitude: -1.51056,
    areas: [
      "Earlsdon",
      "Chapelfields",
      "Lower Stoke",
      "Holbrooks",
      "Cheylesmore",
      "Styvechale",
      "Finham",
      "Coundon",
      "Tile Hill",
      "Canley",
      "Bell Green",
      "Willenhall",
      "Walsgrave",
      "Wyken",
      "Binley",
    ],
    title: "Emergency Handyman in Coventry | Same-Day Call-Outs",
    metaDescription:
      "Same-day emergency handyman across Coventry CV1 to CV6: leaks, lockouts, broken glass and tripped circuits made safe and fixed.",
    h1: "Emergency handyman in Coventry",
    intro:
      "A burst pipe in Holbrooks, a jammed lock in Cheylesmore or a smashed pane in Earlsdon: We Fix Coventry sends an engineer the same day, {hours}.",
    body: `## Same-day help anywhere from CV1 to CV6

When a pipe lets go under the kitchen sink or the front door will not lock at bedtime, you need someone at the door today, not a quote next week. We keep engineers working across Coventry {hours}, and emergency jobs go to the front of the queue. Most urgent call-outs are reached the same day. How quickly depends on where the nearest engineer is finishing, so when you book we give you an honest arrival window rather than a promise we cannot keep, and your tracking link shows when they set off.

## What we treat as urgent

- Water escaping from a pipe, tank, radiator valve or washing machine hose
- Being locked out, or a door that will not lock for the night
- A circuit that keeps tripping and will not reset once everything on it is unplugged
- A broken window or a door frame split in a break-in that needs boarding or securing
- A ceiling bulging or dripping from a leak in the room above

We do not carry out any gas work. If you smell gas, leave the house and ring the national gas emergency number; for a broken boiler, call a Gas Safe registered engineer.

## Coventry homes and the emergencies they throw up

The city's housing shapes the jobs we see. Victorian terraces in Earlsdon, Chapelfields and Lower Stoke often hide the stopcock in a front cellar or under the stairs, seized solid after decades untouched; we carry replacements and can fit a quarter-turn valve once the leak is under control. The 1930s semis of Styvechale, Finham and Coundon tend to have old lead or galvanised sections hidden behind later copper, and those joints are where pinhole leaks start. Post-war homes in Tile Hill, Canley, Bell Green and Willenhall often still have original timber doors and tired sashlocks that give way when forced. Shared student houses near both universities produce late-evening lockouts and tripped circuits in roughly equal measure.

## Getting to you quickly

Tell us about parking when you book. In the tight terraced streets of Earlsdon and Chapelfields, residents' permit zones mean we may need a visitor permit or a few minutes to find a space, while in Walsgrave, Wyken and Binley there is usually room on a drive. The vans carry the fittings most Coventry homes need, so the majority of emergencies are made safe and properly repaired in one visit.

## What it costs

A standard call-out starts from {price:callout.standard} and includes the first hour. Same-day emergency attendance has its own rate, shown on our [price list](/prices) before you confirm anything. {vat:Every price includes VAT|No VAT is added to our prices} and the repair carries our 12-month workmanship guarantee. Book an urgent visit through our [emergency call-out page](/emergency-callout), or [choose a normal slot online](/book) for anything that can wait a day.`,
    faqs: [
      {
        question: "How quickly can you get to me in Coventry?",
        answer:
          "We aim to attend emergencies the same day, {hours}. When you book we give you an arrival window based on where our nearest engineer is working.",
      },
      {
        question: "What should I do if my emergency happens while you are closed?",
        answer:
          "Make it safe first: turn off the stopcock for a leak or switch off the circuit at the consumer unit. Then book the first emergency slot after we open and we will come straight to you.",
      },
      {
        question: "Can you repair my boiler in an emergency?",
        answer:
          "No. We do not do gas work of any kind, so boilers and gas appliances need a Gas Safe registered engineer. We can deal with leaking radiator valves, pipes and other water-side plumbing.",
      },
      {
        question: "Is an emergency repair guaranteed?",
        answer:
          "Yes. Emergency repairs carry the same 12-month workmanship guarantee as any booked job.",
      },
    ],
  },
  {
    slug: "handyman-cv1",
    place: "Coventry city centre (CV1)",
    latitude: 52.40806,
    longitude: -1.51056,
    areas: [
      "Coventry city centre",
      "Spon Street",
      "Spon End",
      "Hillfields",
      "Naul's Mill",
      "Far Gosford Street",
      "Greyfriars Green",
    ],
    title: "Handyman in Coventry City Centre (CV1)",
    metaDescription:
      "Handyman for flats, offices and student lets in Coventry city centre CV1: repairs, shelves, sealant and landlord jobs. We handle ring road parking for you.",
    h1: "Handyman in Coventry city centre, CV1",
    intro:
      "Flats inside the ring road, student blocks near the university and the old houses of Spon End and Hillfields: We Fix Coventry works across CV1, {hours}.",
    body: `## Working inside and just outside the ring road

CV1 is unlike the rest of Coventry. Most of our jobs here are in flats: converted office buildings near Greyfriars Green, newer apartment blocks, purpose-built student accommodation around Coventry University, and the flats above shops on the main shopping streets. Around the edge you find older housing again, from the Victorian terraces of Hillfields and Naul's Mill to the houses of Spon End and the mixed buildings on Far Gosford Street. Because our engineers pass through the centre on their way between jobs in Earlsdon, Stoke and Radford, CV1 bookings are rarely far from wherever someone is working.

## Typical city centre jobs

- Mounting TVs, shelves and mirrors on plasterboard, stud or concrete walls, with the right fixings for each
- Adjusting flat front doors that bind or will not latch, and fitting door viewers and chains
- Renewing mouldy sealant around baths and shower trays, a constant problem in small bathrooms with weak extractor fans
- Replacing or cleaning extractor fans where condensation is staining ceilings
- Changeover work for landlords: patching, touch-up painting and fixing whatever the outgoing tenant left broken
- Assembling flat-pack furniture in rooms with little space to spare

## Parking and access in CV1

Access is the part of a city centre job that needs planning. The ring road carries traffic past most of CV1 quickly, but the streets inside it include pedestrianised areas, loading restrictions and short-stay bays. Our engineers normally use a pay-and-display bay or a nearby car park and carry tools in; that cost is ours, not yours. Just outside the ring road, Hillfields and Spon End have residents' permit parking in places, so if you can lend a visitor permit it saves time. Please also tell us when you book if your building has a concierge, needs a lift booked for large items, uses fob entry or has a loading bay we can use.

## Older buildings in the centre

Spon Street's timber-framed buildings and some of the older properties near the cathedral are listed. For anything beyond like-for-like repairs in a listed building we will ask you to confirm consent with Coventry City Council before we start, and we match existing materials wherever we can.

## Booking a CV1 visit

[Choose a two-hour arrival window online](/book), {hours}. A call-out starts from {price:callout.standard} including the first hour, {vat:prices include VAT|no VAT is added}, and every job carries a 12-month workmanship guarantee. Letting agents managing several flats in the centre can see every job in one place through our [services for landlords and agents](/property-services).`,
    faqs: [
      {
        question: "Do I need to arrange parking for you in the city centre?",
        answer:
          "No, we find a pay-and-display bay or car park and cover the cost. If your building has a loading bay or you can lend a visitor permit in Hillfields or Spon End, let us know when you book.",
      },
      {
        question: "Can you fix things into concrete walls in a flat?",
        answer:
          "Yes. Many city centre blocks have concrete or dense block walls, and we bring SDS drills and the right anchors. We check for cables and pipes before drilling.",
      },
      {
        question: "My building has a concierge. How do you get in?",
        answer:
          "Add the concierge details or access instructions to your booking and we will report to the desk on arrival. If a lift needs booking for large items, tell us so we can plan the time.",
      },
    ],
  },
  {
    slug: "coventry-handyman",
    place: "Coventry",
    latitude: 52.40806,
    longitude: -1.51056,
    areas: [
      "CV1",
      "CV2",
      "CV3",
      "CV4",
      "CV5",
      "CV6",
      "Earlsdon",
      "Chapelfields",
      "Stoke",
      "Foleshill",
      "Radford",
      "Coundon",
      "Allesley",
      "Tile Hill",
      "Canley",
      "Cheylesmore",
      "Whitley",
      "Stivichall",
      "Wyken",
      "Walsgrave",
      "Holbrooks",
    ],
    title: "Handyman in Coventry | Repairs & Maintenance CV1–CV6",
    metaDescription:
      "Local Coventry handyman for CV1 to CV6: repairs, plumbing, carpentry, electrics and decorating. Book online, call-out from {price:callout.standard}{vat: inc VAT|}.",
    h1: "Your local handyman in Coventry",
    intro:
      "From Victorian terraces in Earlsdon to new builds on the edge of Allesley, We Fix Coventry looks after homes in every CV1 to CV6 postcode.",
    body: `## A handyman who knows Coventry houses

Coventry's homes were built in waves, and each wave brings its own repairs. The Victorian and Edwardian terraces of Earlsdon, Chapelfields and Stoke have sash windows, lath-and-plaster ceilings and chimney breasts that need the right fixings. The 1930s semis along the roads out towards Coundon, Stivichall and Whitley often have original doors, picture rails and pipework that has been patched over the years. After the war the city rebuilt quickly, and estates in Tile Hill, Canley, Wyken and Holbrooks still have many of the timber fascias, single-skin porches and concrete floors of that period. On the fringes, newer estates have plasterboard walls that need cavity fixings and builders' finishes that are starting to show their age.

## The jobs we do most across the city

- Dripping taps, running toilets and leaking waste pipes, made worse by the hard water Severn Trent supplies to the area
- Hanging doors, easing sticking ones and fitting new handles and locks
- Shelves, curtain poles, blinds and TV brackets put up level and secure
- Fence panels and gates repaired after the winter gales
- Sockets, light fittings and extractor fans, with notifiable work done by our Part P registered electrician
- Painting a room, a hallway or a run of skirting boards
- Flat-pack assembly and small carpentry jobs

## Ground movement and hard water

Two local conditions turn up again and again. Parts of Coventry sit on clay, which shrinks in a dry summer and swells in a wet winter. The result is hairline cracks above door frames and doors that stick one season and swing free the next. We fill and repaint cracks that are cosmetic and tell you honestly when a crack needs a surveyor rather than a handyman. The second is limescale: shower heads clog, tap cartridges wear and kettles fur up faster here than in soft-water areas, so we often replace a cartridge rather than a whole tap.

## Response times and booking

Our engineers work {hours} and are usually somewhere in the city, so most bookings in Foleshill, Radford, Allesley or Walsgrave can be made for the same week, often the next day. Emergencies are attended the same day through our [emergency call-out page](/emergency-callout). For everything else, [pick a two-hour window online](/book). A call-out starts from {price:callout.standard} including the first hour, {vat:all prices include VAT|no VAT is added}, and the full list is on our [price list](/prices). Every engineer is DBS-checked, we carry £2m public liability insurance, and our work is guaranteed for 12 months.`,
    faqs: [
      {
        question: "Which parts of Coventry do you cover?",
        answer:
          "Every postcode district from CV1 to CV6, which takes in the city centre and neighbourhoods such as Earlsdon, Foleshill, Radford, Allesley, Tile Hill, Cheylesmore, Wyken and Walsgrave.",
      },
      {
        question: "How soon can you come?",
        answer:
          "Most Coventry jobs can be booked within the same week and often for the next day. Emergencies are attended the same day, {hours}.",
      },
      {
        question: "Do you do small jobs?",
        answer:
          "Yes. A call-out from {price:callout.standard} includes the first hour, which covers many small jobs such as a dripping tap, a curtain pole or a sticking door. Save a list and we will work through as much as the time allows.",
      },
      {
        question: "Can you look at a crack in my wall?",
        answer:
          "We can fill and redecorate cosmetic cracks caused by normal seasonal movement. If a crack is wide, growing or stepped through brickwork, we will tell you to get a structural surveyor first.",
      },
    ],
  },
  {
    slug: "warwick-handyman",
    place: "Warwick",
    latitude: 52.28,
    longitude: -1.59,
    areas: [
      "Warwick town centre",
      "Chase Meadow",
      "Woodloes Park",
      "Myton",
      "Emscote",
      "Warwick Gates",
      "Hampton Magna",
      "CV34",
      "CV35",
    ],
    title: "Handyman in Warwick | Period & Modern Homes CV34",
    metaDescription:
      "Handyman in Warwick CV34 and CV35: careful repairs in listed and conservation-area homes, plus Chase Meadow and Woodloes Park. Book online, {vat:prices inc VAT|no VAT to add}.",
    h1: "Handyman services in Warwick",
    intro:
      "We Fix Coventry travels down to Warwick every day, from the old streets around the castle to Chase Meadow, Woodloes Park and the villages of CV35.",
    body: `## Warwick's two kinds of home

Warwick is really two towns for a handyman. Inside the old core, around the castle, the market place and the streets leading to the east and west gates, many houses are Georgian or older, and a good number are listed. Most of the town centre also sits within a conservation area. Then there is modern Warwick: Woodloes Park, built from the 1970s onwards on the north side, Warwick Gates to the south-east, and Chase Meadow on the western edge, where many homes are less than twenty years old. We work in both, but the approach is different.

## Repairs in listed buildings and conservation areas

In a listed house, repairs should be like-for-like and anything that changes the character of the building needs listed building consent from Warwick District Council. In practice that means we ease and re-cord sash windows rather than suggest replacements, repair panelled doors instead of swapping them, and use breathable paints and lime-based fillers where walls were built to breathe. If you are thinking about new windows, a new front door or a satellite dish on the front elevation of a conservation-area home, please check with the council's conservation team first; we are happy to do the work once the paperwork is in place, and to photograph the existing details so they can be matched.

## Jobs we see on the newer estates

- Doors that have dropped or stopped latching as new timber settles
- Cracked sealant and grout in en-suites fitted by the developer
- Shelves, curtain poles and TV brackets fixed properly into plasterboard
- Outside taps, water butts and garden gates for families settling in
- Snagging items the developer never got round to

Myton and Emscote sit between the two, with Edwardian and inter-war houses where picture rails, original skirting and older plumbing are common. Warwick has the same hard water as Coventry, so worn tap cartridges and scaled shower heads turn up here too.

## Access and timing

Town-centre streets are narrow and parking is mostly pay-and-display or residents' permits, so tell us if there is a driveway or a visitor permit we can use. On race days at Warwick Racecourse, traffic around the west side of town slows right down and we plan routes accordingly. We usually group Warwick and CV35 jobs, including Hampton Magna and the villages towards Barford, into runs, which keeps the call-out the same as in Coventry: from {price:callout.standard} including the first hour{vat:, with VAT included|, with no VAT to add}. Same-day emergency visits are available through our [emergency call-out page](/emergency-callout), and normal slots [online](/book), {hours}.`,
    faqs: [
      {
        question: "Can you work on a listed building in Warwick?",
        answer:
          "Yes, for like-for-like repairs such as easing sash windows, repairing doors and redecorating with suitable paints. Changes to the character of the building need listed building consent from Warwick District Council first.",
      },
      {
        question: "Do you charge extra to come to Warwick?",
        answer:
          "No. Warwick and CV35 are in our normal area, so the call-out is the same as in Coventry, from {price:callout.standard} including the first hour.",
      },
      {
        question: "Do you cover the villages around Warwick?",
        answer:
          "We cover CV35, including Hampton Magna and the villages towards Barford. Put your postcode into the booking form to see the available windows.",
      },
    ],
  },
  {
    slug: "kenilworth-handyman",
    place: "Kenilworth",
    latitude: 52.341,
    longitude: -1.566,
    areas: [
      "Kenilworth Old Town",
      "Abbey Fields",
      "Crackley",
      "Knowle Hill",
      "Leek Wootton",
      "Burton Green",
      "CV8",
    ],
    title: "Handyman in Kenilworth | Period Home Repairs CV8",
    metaDescription:
      "Kenilworth handyman for CV8: sash windows, period doors, gutters and everyday repairs from Old Town to Crackley and Knowle Hill. Insured and DBS-checked.",
    h1: "Handyman in Kenilworth",
    intro:
      "Period cottages by the castle, Victorian villas near Abbey Fields and family homes in Crackley and Knowle Hill: We Fix Coventry covers all of Kenilworth and CV8.",
    body: `## Looking after Kenilworth's period homes

Kenilworth has more old houses per street than almost anywhere else we work. In the Old Town around Castle Green and the lower High Street there are cottages, some timber-framed, some in the red sandstone the castle is built from, many of them listed and inside a conservation area. Along the roads leading to Abbey Fields and the town centre there are substantial Victorian and Edwardian villas with high ceilings, tall sash windows, cast iron gutters and plenty of original joinery. These homes reward careful maintenance and punish shortcuts, so we match what is there rather than modernise it.

## Period-home jobs we do regularly

- Easing sticking sash windows, renewing sash cords and fitting brush draught strips that keep the original frames
- Repairing panelled doors, refitting old rim locks and adding a British Standard deadlock where insurers ask for one
- Clearing cast iron and older plastic gutters, which fill quickly under the mature trees around Abbey Fields
- Filling and redecorating lath-and-plaster ceilings with fine cracks
- Refitting picture rails, dado rails and skirting to match existing profiles
- Painting exterior woodwork with products suited to old timber

For anything that alters a listed building, such as replacing windows or removing original features, check with Warwick District Council first. We will photograph existing details and work to the consent you hold.

## Newer Kenilworth and the villages

Away from the old centre, Crackley and Knowle Hill have houses from the 1960s onwards, and there are newer developments on the edges of town. Here the requests are more familiar: dripping taps worn by hard water, shelving, flat-pack furniture, fence panels, outside lights fitted by our Part P registered electrician, and bathroom sealant that has gone black. We also cover the villages of CV8 such as Leek Wootton and Burton Green, where long drives and older outbuildings bring their own list of repairs.

## Timing, parking and prices

Kenilworth is a short drive from our Coventry base, so we can usually offer slots within a few days and same-day emergency visits through our [emergency call-out page](/emergency-callout). Parking in the Old Town can be tight on narrow lanes near the castle, especially on busy weekends, so let us know if there is space on a drive. Everywhere else is usually straightforward. A call-out starts from {price:callout.standard} including the first hour, {vat:every price includes VAT|no VAT is added}, and our work carries a 12-month guarantee. [Book a two-hour arrival window online](/book), {hours}.`,
    faqs: [
      {
        question: "Can you repair sash windows in Kenilworth?",
        answer:
          "Yes. We ease sticking sashes, replace broken cords and fit discreet draught strips. We repair the existing frames rather than replace them.",
      },
      {
        question: "Do you cover villages near Kenilworth?",
        answer:
          "We cover the whole of CV8, including Leek Wootton and Burton Green. Enter your postcode when you book online to see the available times.",
      },
      {
        question: "Are you insured to work on older properties?",
        answer:
          "Yes. We carry £2m public liability insurance, all our engineers are DBS-checked, and our workmanship is guaranteed for 12 months.",
      },
    ],
  },
];

/**
 * The towns we serve, with the location page of each where there is one. Their postcodes
 * come from the booking settings (the served outward codes), never from here.
 */
export const serviceAreas: {
  name: string;
  slug?: string;
  latitude: number;
  longitude: number;
}[] = [
  {
    name: "Coventry",
    slug: "coventry-handyman",
    latitude: 52.40806,
    longitude: -1.51056,
  },
  {
    name: "Warwick",
    slug: "warwick-handyman",
    latitude: 52.28,
    longitude: -1.59,
  },
  {
    name: "Kenilworth",
    slug: "kenilworth-handyman",
    latitude: 52.341,
    longitude: -1.566,
  },
  {
    name: "Leamington Spa",
    latitude: 52.292,
    longitude: -1.537,
  },
];

export function findLocation(slug: string): LocationPage | undefined {
  return locations.find((location) => location.slug === slug);
}
