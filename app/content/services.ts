import type { ServicePage } from "./types";

/**
 * The 15 main service pages (/services/{slug}). Each page's price table shows the price-list
 * items its priceKeys name, read from the database (decision 0041).
 */
export const services: ServicePage[] = [
  {
    slug: "general-repairs",
    category: "general",
    name: "General repairs",
    title: "Handyman & General Repairs in Coventry",
    metaDescription:
      "Handyman repairs across Coventry, Warwick, Kenilworth and Leamington. {price-short:callout.standard} call-out includes the first hour, then {price-short:labour.hour} an hour. Book online.",
    h1: "Handyman and general repairs in Coventry",
    intro:
      "One visit to clear the list of small jobs that has built up around your home, from Earlsdon terraces to new builds in Warwick. The {price-short:callout.standard} call-out includes the first hour of work.",
    summary:
      "Doors, walls, windows, fixings and flat-pack: the small jobs list, sorted in one visit. {price-short:callout.standard} including the first hour.",
    included: [
      "An engineer with a stocked van and the common fixings and fillers",
      "The first hour of work within the {price-short:callout.standard} call-out",
      "Dust sheets and a tidy-up before we leave",
      "Photos of the finished work for landlords and letting agents on request",
      "A 12-month workmanship guarantee",
    ],
    priceKeys: [
      "service.general-repairs",
      "callout.standard",
      "labour.hour",
      "labour.half-day",
      "labour.day",
      "sub.general.window-repairs",
    ],
    subPages: ["window-repairs"],
    body: `## Small jobs, done properly

Most of what we do across Coventry is the list that quietly builds up over a few months: a sticking door in an Earlsdon terrace, a loose stair spindle, a curtain pole that has pulled out of crumbly plaster, a cracked window handle, a bathroom extractor fan that rattles. One visit from an engineer with a well-stocked van clears most of that list in an hour or two, and you pay only for the time spent.

## How the pricing works

- Call-out, including the first hour: {price-short:callout.standard}
- Each additional hour: {price-short:labour.hour}
- Half day, up to four hours: {price-short:labour.half-day}
- Full day, up to eight hours: {price-short:labour.day}

{vat:All prices include VAT|No VAT is added to our prices}. Materials are charged at cost with the receipt shown, or you can supply your own. If you book a half or full day, send us the list beforehand and we will tell you honestly whether it fits. The full list is on our [price list](/prices).

## Jobs we are asked for most

### Walls, doors and windows

Filling cracks in lath-and-plaster ceilings, easing and rehanging doors that have dropped, replacing worn hinges and handles, and fixing draughty sashes and failed window mechanisms. Window repairs start from {price-short:sub.general.window-repairs}; see [window repairs](/services/general/window-repairs).

### Around the house

Fitting curtain poles and blinds, hanging mirrors and pictures on plasterboard or brick, assembling flat-pack furniture, resealing baths and refixing loose skirting boards.

### For landlords and letting agents

Check-out snag lists, end-of-tenancy repairs in student lets in Canley, Tile Hill and around the city centre, and quick fixes reported through an agent. We send photos and an itemised invoice so the cost goes straight to the right place.

## Homes we know

Coventry's housing is a real mix: Victorian terraces in Chapelfields and Earlsdon with lime plaster and original sashes, 1930s semis in Coundon and Styvechale, post-war homes in Bell Green and Willenhall, and new builds on the edges of the city. Each needs a slightly different approach. Lime plaster does not take kindly to modern gypsum filler, and new-build plasterboard needs the right fixings for anything heavy such as a wall-hung cabinet. We also cover Warwick, Kenilworth (CV8) and Leamington Spa.

## Booking

[Pick a slot online](/book): we are open {hours}. Our engineers are DBS-checked, we carry £2m public liability insurance, and every repair comes with a 12-month workmanship guarantee.`,
    faqs: [
      {
        question: "Is the {price-short:callout.standard} just for turning up?",
        answer:
          "No. The {price-short:callout.standard} call-out includes the first hour of work, so many small repairs cost {price-short:callout.standard} in total. After that we charge {price-short:labour.hour} for each additional hour.",
      },
      {
        question: "Do I need to buy the materials?",
        answer:
          "You don't have to. We carry common fixings, fillers and sealants and charge them at cost, or we can fit items you have already bought.",
      },
      {
        question: "Can you do several small jobs in one visit?",
        answer:
          "Yes, and it is the cheapest way to use us. Send the list when you book and we will suggest an hourly visit, a half day at {price-short:labour.half-day} or a full day at {price-short:labour.day}.",
      },
      {
        question: "Can you work in a rented home while the tenant is in?",
        answer:
          "Yes. We arrange access with the tenant or the letting agent, and the landlord or agent receives photos and an itemised invoice.",
      },
    ],
  },
  {
    slug: "carpentry-joinery",
    category: "carpentry",
    name: "Carpentry and joinery",
    title: "Carpentry & Joinery in Coventry | Doors, Shelves",
    metaDescription:
      "Carpenters in Coventry, Kenilworth, Warwick and Leamington: doors hung from {price-short:sub.carpentry.door-hanging}, shelving from {price-short:sub.carpentry.shelving-installation}, flooring and kitchen fitting. 12-month guarantee.",
    h1: "Carpentry and joinery in Coventry",
    intro:
      "Doors, shelves, kitchens and floors fitted to suit the walls you actually have, whether that is a sloping Victorian terrace in Chapelfields or a new build in Warwick.",
    summary:
      "Door hanging, shelving, kitchen fitting, flooring and timber repairs by carpenters who work with uneven old houses every day.",
    included: [
      "A site check of floors, walls and openings before cutting anything",
      "Scribing and packing to fit out-of-square walls and floors",
      "Fixings, adhesives and fillers suited to brick, block or plasterboard",
      "Removal of offcuts and packaging",
      "A 12-month workmanship guarantee",
    ],
    priceKeys: [
      "service.carpentry-joinery",
      "sub.carpentry.door-hanging",
      "sub.carpentry.shelving-installation",
      "sub.carpentry.kitchen-fitting",
      "sub.carpentry.flooring-installation",
      "labour.day",
    ],
    subPages: ["door-hanging", "shelving-installation", "kitchen-fitting", "flooring-installation"],
    body: `## Carpentry for real Coventry homes

Timber is rarely straight in an old house. In a Victorian terrace in Earlsdon or Chapelfields the floors slope, the door linings lean and the skirting is a profile nobody has made for decades. In a 1930s semi in Coundon or Finham you will often find original panelled doors that are worth keeping rather than replacing. Our carpenters scribe, plane and pack to suit what is there instead of forcing a standard product into a non-standard opening.

## What we make, fit and repair

### Doors

Hanging new internal doors, trimming doors after new carpet, fitting fire doors in flats and HMOs, rehanging doors that have dropped on their hinges, and fitting latches, lever handles and stops. Door hanging starts from {price-short:sub.carpentry.door-hanging} per door; see [door hanging](/services/carpentry/door-hanging).

### Shelving and storage

Alcove shelves either side of a chimney breast, floating shelves, garage racking and built-in wardrobe carcasses. Shelving starts from {price-short:sub.carpentry.shelving-installation}; see [shelving installation](/services/carpentry/shelving-installation).

### Kitchens

Fitting flat-pack or rigid units, worktops, end panels and plinths, or replacing doors and handles for a cheaper refresh. Kitchen fitting is charged from {price-short:sub.carpentry.kitchen-fitting} per fitter day, and bigger kitchens get a fixed quote after a free survey; see [kitchen fitting](/services/carpentry/kitchen-fitting).

### Floors

Laminate, engineered wood and click vinyl, plus new skirting, door bars and repairs to squeaky or broken floorboards. Flooring installation starts from {price-short:sub.carpentry.flooring-installation} for a room; see [flooring installation](/services/carpentry/flooring-installation).

## Small repairs count too

Not every carpentry job is a project. Replacing a split stair tread, refixing a wobbling banister, fitting a new window board or cutting out a rotten section of door frame and splicing in new timber are all one-visit jobs. Carpentry work starts from {price-short:service.carpentry-joinery}, and for a mixed list of tasks you can book a full day at {price-short:labour.day}.

## Across Coventry and Warwickshire

We work throughout the CV1 to CV6 postcodes and regularly in Kenilworth, Warwick and Leamington Spa, where Regency townhouses in the Old Town come with tall doors and deep original mouldings. If a moulding cannot be bought off the shelf, we will explain the options: a close modern match, or a length made up to order by a joinery workshop.

Every carpentry job carries our 12-month workmanship guarantee, and our carpenters are DBS-checked and fully insured. [Book online](/book).`,
    faqs: [
      {
        question: "Can you match my old skirting and architrave?",
        answer:
          "Often, yes. Many Victorian and 1930s profiles have close modern equivalents, and where they do not we can have a length machined to match.",
      },
      {
        question: "Do you supply the doors?",
        answer:
          "We can fit doors you have bought or source them for you at cost. Measure nothing yourself until we have checked the opening, as older frames are rarely square.",
      },
      {
        question: "How long does fitting a kitchen take?",
        answer:
          "A typical kitchen takes three to six fitter days, charged from {price-short:sub.carpentry.kitchen-fitting} per day. We give a fixed price after a free survey.",
      },
      {
        question: "Will you take the old kitchen or flooring away?",
        answer:
          "Yes. Strip-out and removal can be included in your quote, so you do not need a separate skip for most jobs.",
      },
    ],
  },
  {
    slug: "painting-decorating",
    category: "painting",
    name: "Painting and decorating",
    title: "Painting & Decorating in Coventry and Leamington",
    metaDescription:
      "Interior and exterior painting in Coventry, Kenilworth, Warwick and Leamington Spa. A room from {price-short:sub.painting.interior-painting}, exterior work from {price-short:sub.painting.exterior-painting}. Proper prep, tidy finish.",
    h1: "Painting and decorating in Coventry",
    intro:
      "Careful preparation and clean lines for homes and rentals across Coventry, Kenilworth, Warwick and Leamington Spa. Interior rooms start from {price-short:sub.painting.interior-painting}.",
    summary:
      "Interior and exterior painting with proper preparation, for homeowners, landlords and agents. A single room from {price-short:service.painting-decorating}.",
    included: [
      "Furniture moved and covered, floors protected with dust sheets",
      "Filling, sanding and spot-priming before any top coat",
      "Two coats on walls and ceilings as standard",
      "A note of the colours and products used for future touch-ups",
      "Full clean-up and a 12-month workmanship guarantee",
    ],
    priceKeys: [
      "service.painting-decorating",
      "sub.painting.interior-painting",
      "sub.painting.exterior-painting",
    ],
    subPages: ["interior-painting", "exterior-painting"],
    body: `## Preparation is most of the job

A good finish is decided before the first coat goes on. We fill, sand and spot-prime cracks, wash down kitchen walls, key old gloss and cut out blown plaster. In Coventry's older homes that preparation matters even more: lining paper hides a multitude of sins in Victorian terraces in Earlsdon and Lower Stoke, and the distemper-coated ceilings still found in some pre-war houses in Stoke and Radford must be sealed before emulsion will stick.

## Interior painting

Walls, ceilings, woodwork, radiators, stairwells and spindles. We move and cover furniture, mask carefully and use cotton dust sheets rather than plastic on floors so nobody slips. Interior painting starts from {price-short:sub.painting.interior-painting} for a single room; see [interior painting](/services/painting/interior-painting) for what that includes.

### Rentals and changeovers

For landlords and letting agents we repaint between tenancies in a hard-wearing, wipeable matt and keep a record of the colours, so later touch-ups match. Student houses near Coventry University and the University of Warwick are usually done in the summer gap; book early, as July and August fill up quickly.

## Exterior painting

Front doors, window frames, fascias, bargeboards, rendered walls and garden railings. We scrape back flaking paint, treat bare timber, fill and prime before top coats. Exterior work starts from {price-short:sub.painting.exterior-painting}; see [exterior painting](/services/painting/exterior-painting). We work from towers and ladders within safe limits, and if scaffolding is needed we will say so in the quote rather than on the day.

## Weather and timing

Exterior paint needs dry surfaces and temperatures above roughly 8°C, so most outside work in Warwickshire runs from April to October. Inside work goes ahead all year; in winter we leave windows ajar where possible to help the paint cure.

## Where we decorate

Across Coventry from Whitley to Wyken, and in Kenilworth, Warwick and Leamington Spa. The Regency stucco of Leamington's Old Town and Milverton needs a breathable masonry paint rather than a plastic-based coating, otherwise moisture gets trapped and the paint blisters within a couple of winters. We will recommend the right product for the surface, not just the cheapest tin.

Every job includes a full tidy-up and our 12-month workmanship guarantee. [Book a visit online](/book).`,
    faqs: [
      {
        question: "Do you supply the paint?",
        answer:
          "We can buy it for you at cost, or use paint you have chosen. We will tell you how much to get so there is little waste.",
      },
      {
        question: "How long does it take to paint a room?",
        answer:
          "An average bedroom takes one to two days, including drying time between coats. Rooms with a lot of woodwork or repairs take longer.",
      },
      {
        question: "Can you paint over wallpaper?",
        answer:
          "Sometimes, if the paper is sound and well stuck. Often it is better to strip it, and we will tell you which after a look.",
      },
    ],
  },
  {
    slug: "electrical-services",
    category: "electrical",
    name: "Electrical services",
    title: "Electrician in Coventry | Part P Registered",
    metaDescription:
      "Part P registered electrician in Coventry, Warwick and Leamington: sockets from {price-short:sub.electrical.socket-installation}, lights from {price-short:sub.electrical.light-fitting}, EICRs from {price-short:sub.electrical.electrical-testing}, fuse box upgrades from {price-short:sub.electrical.fuse-box-upgrade}.",
    h1: "Electrical services in Coventry",
    intro:
      "Sockets, lighting, consumer units and safety testing across Coventry, Kenilworth, Warwick and Leamington Spa, tested and certified by a Part P registered electrician.",
    summary:
      "Sockets, lights, consumer units and EICRs by a Part P registered electrician, with certificates for every job.",
    included: [
      "Safe isolation and testing before and after the work",
      "A Minor Works or Electrical Installation Certificate",
      "Building Regulations notification for notifiable work",
      "Making good around new sockets and switches",
      "A 12-month workmanship guarantee",
    ],
    priceKeys: [
      "service.electrical-services",
      "sub.electrical.socket-installation",
      "sub.electrical.light-fitting",
      "sub.electrical.fuse-box-upgrade",
      "sub.electrical.electrical-testing",
    ],
    subPages: ["socket-installation", "light-fitting", "fuse-box-upgrade", "electrical-testing"],
    body: `## Registered, tested, certified

Our electrician is Part P registered, so notifiable work such as a new circuit, a consumer unit replacement or new wiring in a bathroom is certified through the scheme, and the Building Regulations compliance certificate is sent to you and to the council, whether that is Coventry City Council or Warwick District Council. Every job is tested before we leave and you get the paperwork: a Minor Works Certificate for small alterations, an Electrical Installation Certificate for larger ones.

## Everyday electrical work

### Sockets and switches

Adding sockets, converting singles to doubles, fitting USB sockets and weatherproof outdoor sockets. Socket installation starts from {price-short:sub.electrical.socket-installation}; see [socket installation](/services/electrical/socket-installation).

### Lighting

Replacing pendants and ceiling lights, fitting downlights, dimmers and outdoor security lights. Light fitting starts from {price-short:sub.electrical.light-fitting}; see [light fitting](/services/electrical/light-fitting).

### Consumer units

Replacing an old fuse box with a modern metal consumer unit with RCD and surge protection. Upgrades start from {price-short:sub.electrical.fuse-box-upgrade} for a straightforward swap; larger boards or installations needing remedial work are quoted after a survey. See [fuse box upgrades](/services/electrical/fuse-box-upgrade).

### Testing and inspection

Electrical Installation Condition Reports for homeowners, buyers and landlords. Private landlords in England must have the fixed wiring inspected at least every five years. EICRs start from {price-short:sub.electrical.electrical-testing}; see [electrical testing (EICR)](/services/electrical/electrical-testing).

## What we find in local homes

Coventry has plenty of wiring that is past its best. Terraces in Chapelfields and Foleshill that were last rewired decades ago often still have a rewireable fuse box with no RCD protection at all. Post-war homes in Tile Hill, Canley and Willenhall sometimes have a patchwork of old and new cable from years of DIY additions. New builds on Warwick's Chase Meadow are generally sound, but owners often want extra sockets, garden power or a car-charger-ready supply. We tell you what is dangerous, what is advisory, and what can safely wait.

## Safety first

If you notice a burning smell, scorch marks on a socket or a breaker that will not reset, switch off at the main switch and use our [emergency call-out page](/emergency-callout). We do not do gas work of any kind: if a fault involves a boiler, we will make the electrics safe and you will need a Gas Safe registered engineer for the appliance itself.

We cover all of Coventry, plus Kenilworth, Warwick and Leamington Spa. [Book online](/book).`,
    faqs: [
      {
        question: "Will I get a certificate?",
        answer:
          "Yes. Every job is tested and certified, and notifiable work is registered with the council through our Part P scheme, so you receive a compliance certificate by post or email.",
      },
      {
        question: "Is my old fuse box dangerous?",
        answer:
          "Not necessarily, but a board without RCD protection offers far less protection against electric shock. An EICR from {price-short:sub.electrical.electrical-testing} will tell you exactly where you stand.",
      },
      {
        question: "How long does an EICR take?",
        answer:
          "Usually two to four hours for a typical three-bedroom house. The power is off for short periods while circuits are tested.",
      },
      {
        question: "Can you repair my boiler's electrics?",
        answer:
          "We can test the electrical supply to a boiler and make it safe, but we do not work on the boiler itself. That needs a Gas Safe registered engineer.",
      },
    ],
  },
  {
    slug: "plumbing-repairs",
    category: "plumbing",
    name: "Plumbing repairs",
    title: "Plumbing Repairs in Coventry | Taps, Toilets, Drains",
    metaDescription:
      "Plumbing repairs in Coventry, Warwick, Kenilworth and Leamington: dripping taps from {price-short:sub.plumbing.leaky-tap-repairs}, blocked drains from {price-short:sub.plumbing.drain-clearing}, shower repairs from {price-short:sub.plumbing.shower-repairs}. No gas work.",
    h1: "Plumbing repairs in Coventry",
    intro:
      "Dripping taps, running toilets, blocked sinks and tired showers fixed across Coventry, Kenilworth, Warwick and Leamington Spa, usually on the first visit.",
    summary:
      "Taps, toilets, drains, showers and radiators repaired, usually first time. Leaky taps from {price-short:sub.plumbing.leaky-tap-repairs}. We do not do gas work.",
    included: [
      "Common washers, cartridges, valves and fittings carried on the van",
      "Isolation and a check of your stopcock before work starts",
      "Testing for leaks once the repair is finished",
      "Advice on limescale and lead or galvanised pipework",
      "A 12-month workmanship guarantee",
    ],
    priceKeys: [
      "service.plumbing-repairs",
      "sub.plumbing.leaky-tap-repairs",
      "sub.plumbing.toilet-installation",
      "sub.plumbing.drain-clearing",
      "sub.plumbing.shower-repairs",
      "sub.plumbing.radiator-repairs",
    ],
    subPages: [
      "leaky-tap-repairs",
      "toilet-installation",
      "drain-clearing",
      "shower-repairs",
      "radiator-repairs",
    ],
    body: `## Plumbing repairs without the runaround

Most household plumbing problems are small and fixable in one visit: a tap that drips all night, a toilet that keeps running, a shower that has lost its pressure, a radiator that stays cold at the top. We carry the common washers, cartridges, fill valves, flush valves and compression fittings, so the repair usually happens on the first visit rather than after a trip to the merchant.

## What we repair

- Dripping and leaking taps, from {price-short:sub.plumbing.leaky-tap-repairs}; see [leaky tap repairs](/services/plumbing/leaky-tap-repairs)
- New and replacement toilets, from {price-short:sub.plumbing.toilet-installation}; see [toilet installation](/services/plumbing/toilet-installation)
- Blocked sinks, basins, baths and outside gullies, from {price-short:sub.plumbing.drain-clearing}; see [drain clearing](/services/plumbing/drain-clearing)
- Shower repairs and replacement mixer valves, from {price-short:sub.plumbing.shower-repairs}; see [shower repairs](/services/plumbing/shower-repairs)
- Radiator valves, leaks, bleeding and balancing, from {price-short:sub.plumbing.radiator-repairs}; see [radiator repairs](/services/plumbing/radiator-repairs)

## Hard water and limescale

Coventry and most of Warwickshire have hard water from Severn Trent, and it shows. Limescale wears out ceramic tap cartridges, furs up shower heads and thermostatic cartridges, and stops toilet fill valves closing properly, which is why so many cisterns run constantly. We descale what can be saved, replace what cannot, and suggest an inline scale reducer where it makes sense, particularly ahead of electric showers, which suffer badly.

## Older pipework

In Victorian and Edwardian houses around Earlsdon, Stoke and Lower Stoke we still find runs of lead supply pipe and corroded galvanised steel. We will not patch lead. We replace the section we are working on with copper or plastic and show you where the rest runs, because the lead pipe between the boundary and your kitchen tap is your responsibility to replace.

## What we do not do

We are not Gas Safe registered and do not work on boilers, gas pipes or gas appliances. If your boiler has failed you need a Gas Safe engineer, and if you smell gas, leave the property and call the National Gas Emergency Service. We are happy to fix leaking radiator valves, replace radiators and repair water pipework that is not part of the gas installation.

## Landlords and student lets

Many of our plumbing calls come from letting agents managing houses in Canley, Cannon Park and around Leamington's Old Town. We report back with photos and a note of what we found so the repair can be logged against the property.

We cover Coventry, Kenilworth, Warwick and Leamington Spa, {hours}. [Book online](/book), or use our [emergency call-out page](/emergency-callout) for a leak that will not stop.`,
    faqs: [
      {
        question: "Can you fix my boiler?",
        answer:
          "No. We do not do gas work of any kind, so boilers need a Gas Safe registered engineer. We can repair radiators, valves and water pipework.",
      },
      {
        question: "Will you have the parts with you?",
        answer:
          "For most taps, toilets and valves, yes. If a part is unusual, such as a specific shower cartridge, we order it and return at a time that suits you.",
      },
      {
        question: "Why does my tap still drip after a new washer?",
        answer:
          "Usually because the valve seat is worn or the tap has a ceramic cartridge rather than a washer. Hard water makes both more likely, and we replace or reseat as needed.",
      },
      {
        question: "What should I do while I wait for a leak to be fixed?",
        answer:
          "Turn off the stopcock, usually under the kitchen sink or under the stairs, and switch off electrics near the water. For an urgent leak, book an emergency call-out.",
      },
    ],
  },
  {
    slug: "security-locks",
    category: "security",
    name: "Security and locks",
    title: "Locks & Home Security in Coventry | Anti-Snap Locks",
    metaDescription:
      "Lock repairs from {price-short:sub.security.lock-repairs}, anti-snap upgrades, window locks, smart locks and lockouts in Coventry, Warwick, Kenilworth and Leamington. DBS-checked engineers.",
    h1: "Locks and home security in Coventry",
    intro:
      "Anti-snap cylinders, insurance-approved locks and lockout help for homes and rentals across Coventry, Kenilworth, Warwick and Leamington Spa.",
    summary:
      "Lock repairs, anti-snap upgrades, window locks, smart locks and lockouts by DBS-checked engineers. Lock repairs from {price-short:sub.security.lock-repairs}.",
    included: [
      "A check of every external door and ground-floor window on request",
      "Locks to recognised standards such as TS007 and BS 3621",
      "Keys cut to the number you need",
      "Non-destructive entry tried first on lockouts",
      "A 12-month workmanship guarantee",
    ],
    priceKeys: [
      "service.security-locks",
      "sub.security.lock-repairs",
      "sub.security.security-upgrades",
      "sub.security.door-window-security",
      "sub.security.key-cutting",
      "sub.security.digital-locks",
      "sub.security.emergency-lockout",
    ],
    subPages: [
      "lock-repairs",
      "security-upgrades",
      "door-window-security",
      "key-cutting",
      "digital-locks",
      "emergency-lockout",
    ],
    body: `## Locks that actually protect you

Most break-ins through a front door involve no smashed glass at all. The common weak point on the uPVC and composite doors fitted to thousands of Coventry homes is the euro cylinder: older, cheap cylinders can be snapped in seconds. Replacing them with an anti-snap cylinder rated TS007 3-star or SS312 Diamond is one of the most cost-effective security improvements you can make, and it is a job we do most days.

## Our security services

- Lock repairs and replacements, from {price-short:sub.security.lock-repairs}; see [lock repairs](/services/security/lock-repairs)
- Security upgrades, from {price-short:sub.security.security-upgrades}; see [security upgrades](/services/security/security-upgrades)
- Door and window security such as window locks, door chains and hinge bolts, from {price-short:sub.security.door-window-security}; see [door and window security](/services/security/door-window-security)
- Key cutting and spare keys during a visit, from {price-short:sub.security.key-cutting}; see [key cutting and spare keys](/services/security/key-cutting)
- Smart and digital locks, from {price-short:sub.security.digital-locks}; see [digital and smart locks](/services/security/digital-locks)
- Emergency lockouts, from {price-short:sub.security.emergency-lockout}; see [emergency lockout](/services/security/emergency-lockout)

## Insurance requirements

Many home insurance policies ask for a five-lever mortice deadlock to BS 3621 on timber external doors. Older homes in Earlsdon, Styvechale and Kenilworth often still have a two- or three-lever lock that does not meet that standard. We check what you have, fit the right lock and leave a note of the standard it meets, which is useful if you ever need to make a claim.

## Moving in? Change the locks

When you buy a house or flat, you have no idea how many keys are out there: previous owners, builders, neighbours, estate agents. We recommend new cylinders on every external door the week you move in. On a standard uPVC door it is a quick job, and we can key front and back doors alike so one key opens both.

## Landlords, HMOs and student lets

For landlords and letting agents with student houses near the universities and in Leamington's Sydenham and Lillington, we change cylinders between tenancies, fit thumb-turn locks where fire-escape rules call for keyless exit from inside, and cut the right number of keys for each tenant.

## Locked out?

We try to open the lock without damage first. Only if that fails do we drill, and then we fit a new lock there and then so the property is never left insecure. Use our [emergency call-out page](/emergency-callout) for same-day help.

We cover all of Coventry from CV1 to CV6, plus Warwick, Kenilworth and Leamington Spa. [Book online](/book).`,
    faqs: [
      {
        question: "How do I know if my lock is insurance-approved?",
        answer:
          "Look on the faceplate of a mortice lock for the BS 3621 kitemark. On uPVC doors, check the cylinder for a TS007 3-star or SS312 Diamond mark.",
      },
      {
        question: "Can you make all my door locks work with one key?",
        answer:
          "Yes. We can supply keyed-alike cylinders for the front, back and garage doors so one key opens them all.",
      },
      {
        question: "Will you damage my door if I am locked out?",
        answer:
          "We always try non-destructive entry first. If the lock has to be drilled, we fit a replacement on the spot.",
      },
    ],
  },
  {
    slug: "home-improvements",
    category: "home-improvements",
    name: "Home improvements",
    title: "Home Improvements in Coventry | Kitchens & Bathrooms",
    metaDescription:
      "Kitchen and bathroom renovations and home improvements in Coventry, Kenilworth, Warwick and Leamington. One team, free survey, fixed itemised quote.",
    h1: "Home improvements in Coventry",
    intro:
      "Kitchens, bathrooms and bigger improvements run by one team across Coventry, Kenilworth, Warwick and Leamington Spa, with a fixed quote after a free survey.",
    summary:
      "Kitchen and bathroom renovations and larger improvements, coordinated by one team. Free survey and a fixed, itemised quote.",
    included: [
      "A free survey and an itemised, fixed quote",
      "Carpentry, plumbing, electrics, tiling and decorating coordinated by one team",
      "Certified electrical work by our Part P registered electrician",
      "Floor protection and a tidy-up at the end of every day",
      "A final walk-round and snag list before we finish",
      "A 12-month workmanship guarantee",
    ],
    priceKeys: [
      "service.home-improvements",
      "sub.home-improvements.kitchen-renovations",
      "sub.home-improvements.bathroom-renovations",
    ],
    subPages: ["kitchen-renovations", "bathroom-renovations"],
    body: `## Bigger jobs, one team

Home improvements sit between a handyman list and a full building project: a new kitchen, a refitted bathroom, a utility room carved out of a lean-to, or a tired rental made ready to relet. We coordinate the carpentry, plumbing, electrics, tiling and decorating, so you have one team and one point of contact instead of five separate trades to chase.

## Kitchen renovations

We strip out the old kitchen, make good the walls, move or add sockets (certified by our Part P registered electrician), alter the plumbing for the sink and appliances, then fit units and worktops, tile and decorate. Our two-person team day rate starts from {price-short:sub.home-improvements.kitchen-renovations}. Because no two kitchens are alike, you get a fixed price after a free survey; see [kitchen renovations](/services/home-improvements/kitchen-renovations).

## Bathroom renovations

Removal of the old suite, new pipework where the old is lead or galvanised, a new bath or walk-in shower, toilet and basin, an extractor fan, tiling and sealing. Bathroom renovations also start from {price-short:sub.home-improvements.bathroom-renovations} per two-person team day, with a fixed quote after a free survey; see [bathroom renovations](/services/home-improvements/bathroom-renovations). If the boiler or any gas pipework has to move, that part must be done by a Gas Safe registered engineer, which we do not provide, and we plan our work around their visit.

## Smaller improvements

- Boxing in pipes and soil stacks
- New internal doors, skirting and architrave throughout
- Loft hatches and loft ladders
- Turning an understairs cupboard into a cloakroom storage space

For these we book by the half day, from {price-short:service.home-improvements}.

## How a project runs

1. A free survey and a measured, itemised quote showing labour and materials.
2. An agreed start date and an honest timeline.
3. Dust sheets, floor protection and a tidy-up at the end of each day.
4. A final walk-round together, with any snags fixed before we sign off.

## Local homes, local knowledge

1930s semis in Styvechale, Finham and Whitley usually have a small kitchen at the back that owners want to open up into the dining room. We will tell you when a wall is load-bearing and needs a structural engineer and building control. Victorian terraces in Earlsdon often have the bathroom in the rear extension over a suspended timber floor, which needs stiffening before heavy tiles or a stone resin tray go down. We also work in Kenilworth, Warwick and Leamington Spa.

Every project carries our 12-month workmanship guarantee. Start with a survey [booked online](/book).`,
    faqs: [
      {
        question: "Is the survey really free?",
        answer:
          "Yes. We visit, measure and give you an itemised fixed quote with no obligation to go ahead.",
      },
      {
        question: "Can you remove a wall between kitchen and dining room?",
        answer:
          "We can do the work once a structural engineer has specified any steel and building control is involved. We will tell you at the survey whether the wall is load-bearing.",
      },
      {
        question: "Do you move boilers?",
        answer:
          "No. We do not do gas work, so boiler and gas pipe alterations must be done by a Gas Safe registered engineer. We schedule our work around their visit.",
      },
      {
        question: "How long does a bathroom renovation take?",
        answer:
          "A standard bathroom usually takes five to eight working days, depending on tiling and pipework. Your quote sets out the timeline.",
      },
    ],
  },
  {
    slug: "appliance-installation",
    category: "appliance",
    name: "Appliance installation",
    title: "Appliance Installation in Coventry | Washers & TVs",
    metaDescription:
      "Washing machines fitted from {price-short:sub.appliance.washing-machine-installation} and TVs wall-mounted from {price-short:sub.appliance.tv-wall-mounting} in Coventry, Kenilworth, Warwick and Leamington. Plumbed, levelled and tested.",
    h1: "Appliance installation in Coventry",
    intro:
      "Washing machines, dishwashers, ovens and wall-mounted TVs installed properly in homes across Coventry, Warwick, Kenilworth and Leamington Spa.",
    summary:
      "Washing machines, dishwashers, electric ovens and TVs installed, plumbed, levelled and tested. Washing machines from {price-short:sub.appliance.washing-machine-installation}.",
    included: [
      "Connection to existing water, waste and electrical supplies",
      "New isolation valves or hoses where the old ones are worn",
      "Levelling and a test run before we leave",
      "Cable management for wall-mounted TVs",
      "Moving the old appliance ready for collection",
      "A 12-month workmanship guarantee",
    ],
    priceKeys: [
      "service.appliance-installation",
      "sub.appliance.washing-machine-installation",
      "sub.appliance.tv-wall-mounting",
    ],
    subPages: ["washing-machine-installation", "tv-wall-mounting"],
    body: `## Appliances plumbed, wired and level

A new appliance is only as good as the way it is installed. A washing machine with a kinked waste hose floods the kitchen; a dishwasher that is not level leaks from the door seal; an integrated fridge without its ventilation gap runs hot and fails early. We install, connect and test, so it works properly from the first cycle.

## What we install

### Washing machines and dishwashers

Connecting to existing cold feeds and waste, fitting new isolation valves and standpipes where needed, fitting integrated doors and levelling the machine. From {price-short:sub.appliance.washing-machine-installation}; see [washing machine installation](/services/appliance/washing-machine-installation).

### TVs and wall brackets

Mounting TVs on brick, block or plasterboard with the correct fixings, hiding cables in trunking or inside a stud wall where it is safe to do so, and fitting soundbars. From {price-short:sub.appliance.tv-wall-mounting}; see [TV wall mounting](/services/appliance/tv-wall-mounting).

### Other appliances

Integrated fridges and freezers, tumble dryers including venting through an outside wall, electric ovens and hobs on an existing correctly rated circuit, cooker hoods and extractor ducting. Appliance installation starts from {price-short:service.appliance-installation}. If a large electric cooker needs a new dedicated circuit, our Part P registered electrician installs and certifies it.

## Gas appliances

We do not install or disconnect gas cookers, gas hobs or gas fires. That work legally requires a Gas Safe registered engineer. Once they have connected the appliance, we can fit the cabinetry, splashback or cooker hood around it.

## Hard water and your machine

Coventry and the surrounding area get hard water from Severn Trent, so limescale builds up quickly in washing machines and dishwashers. When we fit a dishwasher we set the salt dispenser to suit the local water hardness, and we will point out if an existing cold-feed valve is furred up and close to failing.

## The old one

We disconnect your old appliance, cap off anything not being reused and move it to wherever the retailer's collection team needs it, so delivery and collection go smoothly.

## Local kitchens

Kitchens in newer homes around Walsgrave and on Warwick's Chase Meadow usually have plumbing ready for a machine. Older kitchens in Holbrooks and Radford often need a new waste connection or a valve replacing before anything can go in. Flats in Leamington's Old Town and Kenilworth sometimes house the washing machine in a tight cupboard, where hose routing needs extra care to avoid kinks and leaks.

[Book a slot online](/book): we are open {hours}.`,
    faqs: [
      {
        question: "Can you connect my gas cooker?",
        answer:
          "No. Gas appliances must be connected by a Gas Safe registered engineer. We can fit electric ovens and hobs and the cabinets around a gas cooker.",
      },
      {
        question: "Which walls can take a wall-mounted TV?",
        answer:
          "Brick and block walls take almost any size. Plasterboard walls need fixings into the studs or specialist cavity fixings, and we check before drilling.",
      },
      {
        question: "Will you take my old washing machine away?",
        answer:
          "We disconnect it and move it ready for the retailer's collection. If your retailer does not collect, ask when you book and we will tell you the options.",
      },
    ],
  },
  {
    slug: "emergency-repairs",
    category: "emergency",
    name: "Emergency repairs",
    title: "Emergency Repairs in Coventry | Same-Day Call-Out",
    metaDescription:
      "Same-day emergency repairs in Coventry, Warwick, Kenilworth and Leamington: leaks, lockouts, broken windows. {price-short:callout.emergency} call-out includes the first hour.",
    h1: "Emergency repairs in Coventry",
    intro:
      "Same-day help for leaks, lockouts, broken windows and urgent faults across Coventry, Warwick, Kenilworth and Leamington Spa, {hours}.",
    summary:
      "Same-day emergency call-outs for leaks, lockouts, broken glass and urgent faults. {price-short:callout.emergency} including the first hour on site.",
    included: [
      "Same-day attendance, {hours}",
      "The first hour on site within the {price-short:callout.emergency} call-out",
      "Making the property safe, watertight and secure",
      "A clear price before any work beyond the first hour",
      "Photos and a written note for landlords, agents and insurers",
    ],
    priceKeys: [
      "callout.emergency",
      "service.emergency-repairs",
      "sub.emergency.emergency-plumbing",
      "sub.security.emergency-lockout",
      "labour.hour",
    ],
    subPages: ["emergency-plumbing"],
    body: `## When it cannot wait

Some problems need someone today: water coming through a ceiling, a front door that will not lock, a window smashed overnight, a circuit that trips and will not reset. We run same-day emergency call-outs across Coventry and the surrounding towns, {hours}. Book through our [emergency call-out page](/emergency-callout) and we confirm an arrival time straight away.

## What counts as an emergency

- Leaks and burst pipes; see [emergency plumbing](/services/emergency/emergency-plumbing)
- Lockouts and broken locks; see [emergency lockout](/services/security/emergency-lockout)
- Broken windows and doors that leave a property insecure: we board up or secure it, then return for the permanent repair
- Electrical faults where it is safe for us to attend, such as a circuit that will not reset or a scorched socket
- Storm damage: fallen fence panels, loose guttering, blocked downpipes overflowing down a wall

## Pricing

An emergency same-day call-out is {price-short:callout.emergency} and includes the first hour on site. After that, time is charged at {price-short:labour.hour} per hour, with materials at cost. {vat:Prices include VAT|No VAT is added}, and we tell you before starting if the job will run beyond the first hour.

## What to do while you wait

### Water

Turn off the stopcock. In Coventry's terraced houses it is usually under the kitchen sink or in the cellar near the front wall; in 1930s semis in Coundon and Cheylesmore it is often under the stairs. Switch off any circuit where water is near light fittings or sockets.

### A smell of gas

Leave the property and call the National Gas Emergency Service. We are not Gas Safe registered and cannot attend gas leaks.

### Lockouts

Check whether a neighbour, landlord or letting agent holds a spare key. It is often quicker, and it costs nothing.

## Who calls us

Homeowners, tenants and property managers with rental homes across CV1 to CV6, Leamington Spa, Warwick and Kenilworth. Letting agents often book on behalf of a tenant; we confirm the job and the cost with whoever is paying before we start, so nobody gets a surprise invoice.

## After the emergency

A temporary fix is sometimes the right first step: capping off a pipe, boarding a window, fitting a temporary lock. The permanent repair can then be booked at our normal rates [online](/book). Everything we do, temporary or permanent, is covered by our 12-month workmanship guarantee.`,
    faqs: [
      {
        question: "How quickly can you get to me?",
        answer:
          "We attend the same day, {hours}. When you book an emergency call-out we confirm an arrival time based on where you are and how busy we are.",
      },
      {
        question: "What does the emergency call-out cost?",
        answer:
          "{price-short:callout.emergency}, including the first hour on site. Further time is {price-short:labour.hour} per hour plus materials at cost, and we agree it with you before carrying on.",
      },
      {
        question: "Do you handle gas leaks or boiler breakdowns?",
        answer:
          "No. We do not do gas work. If you smell gas, leave the property and call the National Gas Emergency Service; for a boiler, contact a Gas Safe registered engineer.",
      },
      {
        question: "Can my letting agent book for me?",
        answer:
          "Yes. We confirm access with you and the cost with the agent or landlord before starting work.",
      },
    ],
  },
  {
    slug: "garden-maintenance",
    category: "garden",
    name: "Garden maintenance",
    title: "Garden Maintenance & Fence Repairs in Coventry",
    metaDescription:
      "Fence repairs from {price-short:sub.garden.fence-repairs}, hedge trimming, clearances and shed repairs in Coventry, Kenilworth, Warwick and Leamington. Garden visits from {price-short:service.garden-maintenance}.",
    h1: "Garden maintenance and fence repairs in Coventry",
    intro:
      "Fences, gates, sheds and overgrown gardens put right across Coventry, Kenilworth, Warwick and Leamington Spa. Garden visits start from {price-short:service.garden-maintenance}.",
    summary:
      "Fence and gate repairs, hedge trimming, clearances and shed fixes for homes and rentals. Garden visits from {price-short:service.garden-maintenance}.",
    included: [
      "Tools, ladders and green-waste bags brought with us",
      "Fence posts set in concrete or replaced with concrete posts",
      "Before-and-after photos for landlords and agents",
      "Garden waste removed to a licensed site by arrangement",
      "A 12-month workmanship guarantee on repairs",
    ],
    priceKeys: ["service.garden-maintenance", "sub.garden.fence-repairs"],
    subPages: ["fence-repairs"],
    body: `## Outdoor repairs and seasonal tidy-ups

Our garden maintenance is practical rather than horticultural: we keep fences standing, gates closing, sheds watertight, paths safe and gardens tidy enough to enjoy or to relet. We do not design planting schemes; we fix and look after the structures and surfaces around them.

## Fences and gates

Clay soil across much of Coventry and Warwickshire swells in wet winters and shrinks in dry summers, which loosens fence posts and leaves panels leaning. Timber posts also rot at ground level, typically within ten to fifteen years. We replace rotten posts with concrete posts or reset timber posts in concrete, refit panels, replace gravel boards and rehang gates that have dropped. Fence repairs start from {price-short:sub.garden.fence-repairs}; see [fence repairs](/services/garden/fence-repairs).

## Seasonal garden jobs

- Hedge trimming and cutting back overgrown shrubs
- Lawn mowing and edging for rental properties between tenants
- Clearing leaves, ivy, brambles and garden waste
- Treating fences and sheds with preservative
- Replacing shed roof felt and repairing shed doors

Garden maintenance visits start from {price-short:service.garden-maintenance}.

## Landlords and empty properties

An overgrown garden puts off tenants and buyers before they reach the front door. For landlords and agents with houses in Tile Hill, Canley, Bell Green and Wyken we do one-off clearances before viewings and regular visits through the growing season. We send before-and-after photos so you can see the work without travelling out.

## Boundaries and neighbours

Before we replace a shared fence, check your deeds or agree with your neighbour whose boundary it is; a "T" mark on the title plan often shows who is responsible. There is no legal rule about which side faces out, but convention is that the finished face looks towards the neighbour. We will fit it whichever way you have agreed.

## Nesting birds and hedges

Most hedge work is best done outside the main bird nesting season, roughly March to August. If we find an active nest during a trim, we stop and leave that section until later, as the law requires.

## Where we work

Garden jobs across Coventry from Allesley to Binley, plus the larger gardens in Kenilworth's Crackley and Knowle Hill, Warwick's Myton and Leamington's Lillington. Garden waste goes to a licensed site, and we agree any disposal cost with you before the visit.

[Book online](/book).`,
    faqs: [
      {
        question: "Can you replace just one fence panel?",
        answer:
          "Yes. A single panel or post is one of our most common garden jobs, and fence repairs like this start from {price-short:sub.garden.fence-repairs}.",
      },
      {
        question: "Do you take the garden waste away?",
        answer:
          "Yes, by arrangement. We take it to a licensed site and agree any disposal cost before we start.",
      },
      {
        question: "Can you look after a rental garden between tenants?",
        answer:
          "Yes. We do one-off clearances and regular visits for landlords and agents, with photos after each visit.",
      },
    ],
  },
  {
    slug: "pat-testing",
    category: "pat-testing",
    name: "PAT testing",
    title: "PAT Testing in Coventry | Landlords & Offices",
    metaDescription:
      "PAT testing in Coventry, Warwick, Kenilworth and Leamington for landlords and offices. Up to 20 items from {price-short:service.pat-testing}, labels and a digital register included.",
    h1: "PAT testing in Coventry",
    intro:
      "Portable appliance testing for rental homes, HMOs, offices and community buildings across Coventry, Warwick, Kenilworth and Leamington Spa, with labels and a digital register.",
    summary:
      "PAT testing for landlords, HMOs and offices with labels and a digital register. Up to 20 items from {price-short:service.pat-testing}.",
    included: [
      "Visual inspection and instrument testing of each item",
      "Pass or fail labels on every appliance",
      "A digital register of items, locations and results",
      "Simple fixes such as replacement plugs and fuses on the spot",
      "A recommended retest date",
    ],
    priceKeys: ["service.pat-testing", "sub.pat-testing.office-pat-testing"],
    subPages: ["office-pat-testing"],
    body: `## Portable appliance testing, done on site

PAT testing checks that electrical equipment with a plug is safe to use: kettles, extension leads, heaters, computer power supplies, lamps. Each item gets a visual inspection of the plug, fuse, cable and casing, followed by tests with a calibrated tester for earth continuity and insulation resistance, plus polarity checks on extension leads. Passed items are labelled with the test date; failed items are labelled and taken out of use with your agreement.

## Who needs it

### Landlords

The Electrical Safety Standards in the Private Rented Sector (England) Regulations 2020 require the fixed wiring of a rental home to be inspected at least every five years. PAT testing of the appliances you supply is not spelled out in those regulations, but it is widely expected, and many HMO landlords and letting agents ask for it at every change of tenancy. Student houses near Coventry University, in Earlsdon and Canley, and around Leamington's Sydenham and Lillington are often tested every summer.

### Offices, shops and community buildings

Employers must keep electrical equipment safe under the Electricity at Work Regulations 1989, and PAT testing is the usual way to show you have done so. We test in offices, shops, salons, churches and community halls across Coventry, Warwick and Kenilworth, early or late in the day to avoid disrupting your work; see [office PAT testing](/services/pat-testing/office-pat-testing).

## Prices

- Homes and rental properties, up to 20 items: from {price-short:service.pat-testing}
- Offices and small businesses, up to 40 items: from {price-short:sub.pat-testing.office-pat-testing}

Larger sites are priced by the number of items. {vat:Prices include VAT, labels and the register.|Prices include labels and the register; no VAT is added.}

## What you receive

- A label on every item tested
- A digital register listing each appliance, its location, the results and pass or fail
- A note of any failures with a recommended fix, such as a new plug or correctly rated fuse, which we can often do there and then
- A suggested retest date

## How often?

There is no fixed legal interval. The IET Code of Practice suggests frequencies based on the type of equipment and how it is used: a busy café kitchen needs more frequent checks than a quiet office. For most rental homes, testing at each change of tenancy works well; for low-risk offices, every one to two years is common.

Testing is carried out by our electrical team, which includes a Part P registered electrician, so a faulty socket found on the day can be put right too. [Book online](/book).`,
    faqs: [
      {
        question: "Is PAT testing a legal requirement for landlords?",
        answer:
          "Not specifically, but landlords must keep supplied appliances safe, and PAT testing is the usual evidence. Check your HMO licence conditions, as some require it.",
      },
      {
        question: "What happens if an item fails?",
        answer:
          "We label it as failed and tell you why. Simple faults like a damaged plug or wrong fuse can often be fixed and retested on the spot.",
      },
      {
        question: "Do tenants need to be at home?",
        answer:
          "Not necessarily. Letting agents can give us access, and we test only items supplied by the landlord unless asked otherwise.",
      },
    ],
  },
  {
    slug: "gutter-cleaning",
    category: "gutter-cleaning",
    name: "Gutter cleaning",
    title: "Gutter Cleaning in Coventry, Kenilworth & Warwick",
    metaDescription:
      "Gutter cleaning in Coventry, Kenilworth, Warwick and Leamington from {price-short:service.gutter-cleaning} for a two-storey house, front and back. Downpipes flushed, photos included.",
    h1: "Gutter cleaning in Coventry",
    intro:
      "Gutters and downpipes cleared by hand or with a gutter vacuum across Coventry, Kenilworth, Warwick and Leamington Spa, with before-and-after photos.",
    summary:
      "Gutters cleared and downpipes flushed, with photos and a check of joints and brackets. From {price-short:service.gutter-cleaning} for a two-storey house.",
    included: [
      "Gutters cleared front and back by hand or by vacuum",
      "Downpipes flushed and checked to the drain",
      "A check of joints, brackets and outlets",
      "Before-and-after photos",
      "Waste bagged and removed",
    ],
    priceKeys: ["service.gutter-cleaning"],
    subPages: [],
    body: `## Why gutters matter

A blocked gutter does not stay a gutter problem for long. Water spills over the front edge, runs down the brickwork and soaks into the wall. In the solid-walled Victorian terraces of Earlsdon, Chapelfields and Stoke, overflowing gutters are often the real cause of damp patches inside, not rising damp. Overflowing downpipes also saturate the ground beside the foundations, which matters on the clay soils found across much of Coventry.

## What we do

- Clear leaves, moss, silt and the odd lost ball out of gutters
- Flush downpipes and check they run freely into the drain or gully
- Check joints, brackets and outlets for leaks and sagging runs
- Reseal leaking joints and replace broken brackets where needed
- Take photos before and after, so you can see what was up there

Gutter cleaning starts from {price-short:service.gutter-cleaning} for a typical two-storey semi or terraced house, front and back. Detached and three-storey houses take longer, and we confirm the price when you book.

## Access and safety

We work from ladders with stand-offs and stabilisers and, where a ladder is not safe, with a telescopic gutter vacuum operated from the ground. We never lean ladders against plastic guttering, and we do not walk on roofs. Three-storey Regency houses in Leamington's Old Town and tall townhouses on newer Warwick estates such as Chase Meadow usually need the vacuum.

## When to book

The best time is late November to mid-December, once the trees have dropped their leaves. Homes near mature trees, around Abbey Fields in Kenilworth, the edges of the War Memorial Park in Styvechale and Earlsdon, or the tree-lined roads of Coundon, may need a second clean in spring when sycamore seeds and blossom arrive.

## Repairs we spot

Cast-iron gutters on older houses can often be kept going with new joint seals and a coat of paint. Plastic gutters fitted in the 1970s and 1980s tend to turn brittle and leak at the joints. If a run needs replacing, we say so and quote separately, rather than adding it on the day.

## Who we work for

Homeowners, landlords with student lets, and letting agents managing small blocks across Coventry, Warwick, Kenilworth and Leamington. For property managers we can schedule annual visits across a whole portfolio and send a photo report for each address.

[Book online](/book).`,
    faqs: [
      {
        question: "How often should gutters be cleaned?",
        answer:
          "Once a year for most houses, ideally in late autumn. Homes close to large trees often need a second clean in spring.",
      },
      {
        question: "Do I need to be at home?",
        answer:
          "Not if we can reach the back of the house through a side gate. We send photos when we have finished.",
      },
      {
        question: "Can you repair a leaking gutter joint?",
        answer:
          "Yes. Small joint and bracket repairs are done during the clean where possible; replacing whole runs is quoted separately.",
      },
    ],
  },
  {
    slug: "pressure-washing",
    category: "pressure-washing",
    name: "Pressure washing",
    title: "Pressure Washing in Coventry | Driveways & Patios",
    metaDescription:
      "Driveway, patio and decking pressure washing in Coventry, Warwick, Kenilworth and Leamington from {price-short:service.pressure-washing}. Block paving re-sanded, no surface damage.",
    h1: "Pressure washing in Coventry",
    intro:
      "Driveways, patios, decking and paths cleaned without damage across Coventry, Warwick, Kenilworth and Leamington Spa. Prices start from {price-short:service.pressure-washing}.",
    summary:
      "Driveways, patios, decking and paths pressure washed at the right setting for the surface. From {price-short:service.pressure-washing} for a patio or driveway.",
    included: [
      "Pressure and nozzle matched to the surface",
      "Biocide treatment for lichen and algae where needed",
      "Re-sanding of block paving joints by arrangement",
      "Run-off directed away from planting and ponds",
      "Clean-up of splashes on walls, doors and windows",
    ],
    priceKeys: ["service.pressure-washing"],
    subPages: [],
    body: `## Clean surfaces, no damage

Driveways, patios, paths and decking collect moss, green algae, tyre marks and the black lichen spots that creep across Indian sandstone. Pressure washing removes most of it in a few hours. We adjust pressure and nozzle to the surface, because the wrong setting can strip the face off sandstone, blast the sand out of block paving and raise the grain on softwood decking.

## Surfaces we clean

### Block paving driveways

Common on 1990s and newer homes in Walsgrave, Finham and on Warwick's Chase Meadow and Woodloes Park estates. We wash, then re-sand the joints with kiln-dried sand to lock the blocks together and slow weed growth. Sealing is an optional extra once the paving has dried.

### Patios

Indian sandstone, concrete slabs and porcelain. Sandstone gets a lower pressure and a biocide treatment to deal with lichen at the root; porcelain cleans up quickly and rarely needs more than a wash.

### Decking

Softwood and composite decks are cleaned at low pressure with a wide fan, so the boards are ready for oil or stain once dry.

### Paths, steps and walls

Slippery north-facing paths and steps are a real hazard for older residents and tenants. We clean and treat them to keep the algae back for longer.

## Prices

Pressure washing starts from {price-short:service.pressure-washing}, which covers a typical patio or the single driveway of a standard semi. Larger areas and re-sanding are priced when you book, once we know the size and surface.

## Water and run-off

We use your outside tap, so it needs to be working. If you do not have one, we can fit one as part of a plumbing visit; see our [plumbing repairs](/services/plumbing-repairs). Dirty water is directed to a drain, and we avoid harsh chemicals near ponds, lawns and planting.

## Timing

Spring and early autumn work best: surfaces dry within a day or two, and re-sanding needs dry joints to work. We avoid frosty days, when water left on paving can freeze and make it dangerous.

## Rentals and small businesses

Landlords and agents book us before viewings to lift kerb appeal. We also clean shop forecourts, café terraces and parking bays for small businesses in Coventry, Kenilworth and Leamington Spa, starting early in the morning so we are finished before opening time.

[Book online](/book).`,
    faqs: [
      {
        question: "Will pressure washing damage my block paving?",
        answer:
          "Not at the right setting. Some jointing sand always washes out, which is why we re-sand afterwards to lock the blocks in place.",
      },
      {
        question: "Do you need water and power from me?",
        answer:
          "We need a working outside tap. Our washer has its own power, so you do not need to run a cable out.",
      },
      {
        question: "How long does a cleaned patio stay clean?",
        answer:
          "Usually a year or more. A biocide treatment on sandstone slows the return of lichen and algae.",
      },
    ],
  },
  {
    slug: "tiling-services",
    category: "tiling",
    name: "Tiling services",
    title: "Tiling in Coventry | Splashbacks, Bathrooms, Floors",
    metaDescription:
      "Wall and floor tiling in Coventry, Warwick, Kenilworth and Leamington: splashbacks, showers, floors and regrouting. Small tiling jobs from {price-short:service.tiling-services}.",
    h1: "Tiling services in Coventry",
    intro:
      "Wall and floor tiling on properly prepared surfaces, for kitchens, bathrooms and hallways across Coventry, Warwick, Kenilworth and Leamington Spa.",
    summary:
      "Splashbacks, bathroom walls, showers, floors and regrouting, tiled on a properly prepared base. Small jobs from {price-short:service.tiling-services}.",
    included: [
      "A check of the wall or floor before tiling",
      "Backer board, tanking or decoupling membrane where needed",
      "Setting out for even cuts and straight lines",
      "Flexible grout and sanitary silicone in wet areas",
      "A 12-month workmanship guarantee",
    ],
    priceKeys: ["service.tiling-services"],
    subPages: [],
    body: `## Tiling that stays put

Good tiling depends on what is behind it. Tiles on a flexing timber floor crack; tiles on wet plasterboard in a shower fall off. We check and prepare the base first, with tile backer board in wet areas, tanking in showers and a decoupling membrane over timber floors, then set out so the cuts are even and the finished wall looks planned rather than improvised.

## What we tile

- Kitchen splashbacks, from metro tiles to large-format porcelain
- Bathroom walls, bath panels and shower enclosures, with tanking
- Floors in kitchens, bathrooms, utility rooms and hallways
- Repairs: replacing cracked tiles, regrouting and resealing
- Porch and hall floors, including relaying original Victorian geometric tiles where they can be saved

Small tiling jobs start from {price-short:service.tiling-services}, for example a kitchen splashback or a set of tile repairs. Bigger rooms are quoted after we have seen the space.

## Grout, sealant and hard water

Coventry's hard water leaves limescale along grout lines in showers, which then traps mould. We use a flexible grout and sanitary silicone suited to wet areas, and recommend a quick squeegee after every shower. If your grout has turned black but the tiles are sound, a regrout and new silicone costs far less than retiling.

## Old houses, new tiles

Victorian terraces in Earlsdon and Chapelfields often still have their original hallway floors. We assess whether a few loose tiles can be lifted and relaid before you decide to cover them over. Bathrooms in 1930s houses in Coundon and Cheylesmore sometimes have tiles bonded straight onto plaster that has gone soft behind them; those walls need stripping back and boarding before new tiles go up.

## New builds

In new-build homes across Warwick and Kenilworth, walls are usually plasterboard on timber or metal studs. We check the weight limits for large-format tiles and use the right adhesive and primer, because heavy porcelain on untreated board is a common reason for tiles coming away within a year.

## Part of a bigger job?

Tiling is often the last stage of a bathroom or kitchen. If you are planning a full refit, see [home improvements](/services/home-improvements), where we coordinate the plumbing, electrics and tiling together so each trade arrives at the right time.

We tile across Coventry and in Warwick, Kenilworth and Leamington Spa. [Book online](/book).`,
    faqs: [
      {
        question: "Can you tile over existing tiles?",
        answer:
          "Sometimes, if the old tiles are firmly fixed and the wall can take the extra weight. In showers we usually strip and tank instead.",
      },
      {
        question: "Do you supply the tiles?",
        answer:
          "You choose and buy the tiles; we supply adhesive, grout, trims and backer board at cost. We will tell you how many to order, including spares for cuts.",
      },
      {
        question: "How soon can I use the shower after tiling?",
        answer:
          "Usually after 24 to 48 hours, once the grout and silicone have cured. We will give you the exact time for the products used.",
      },
    ],
  },
  {
    slug: "insulation-services",
    category: "insulation",
    name: "Insulation services",
    title: "Loft Insulation & Draught-Proofing in Coventry",
    metaDescription:
      "Loft insulation top-ups from {price-short:service.insulation-services}, draught-proofing, loft boarding and pipe lagging in Coventry, Warwick, Kenilworth and Leamington Spa homes.",
    h1: "Insulation and draught-proofing in Coventry",
    intro:
      "Loft insulation top-ups, raised loft boarding, draught-proofing and pipe lagging for homes across Coventry, Warwick, Kenilworth and Leamington Spa.",
    summary:
      "Loft insulation top-ups, raised loft boarding, draught-proofing and pipe lagging. Loft top-ups from {price-short:service.insulation-services}.",
    included: [
      "A check of existing insulation depth and loft ventilation",
      "Mineral wool laid to the recommended depth",
      "Eaves ventilation kept clear",
      "Lagging of exposed pipes and tanks in the loft",
      "Removal of packaging and a clean loft hatch area",
    ],
    priceKeys: ["service.insulation-services"],
    subPages: [],
    body: `## Keep the heat in

Heat escapes through the roof first. In an uninsulated house roughly a quarter of the heat is lost through the loft, and current guidance recommends 270mm of mineral wool insulation. Many Coventry homes have 100mm or less, laid decades ago and since squashed flat by boxes and suitcases.

## What we do

### Loft insulation top-ups

We lay mineral wool rolls between and then across the joists to reach the recommended depth, keeping the eaves ventilation clear and leaving a safe walkway to the water tank. Loft insulation top-ups start from {price-short:service.insulation-services} for a typical semi-detached loft.

### Raised loft boarding

Storage boarded straight onto the joists compresses the insulation and undoes its benefit. We fit loft legs that raise the boarding above the full depth of insulation, so you can store things and stay warm.

### Draught-proofing

Brush seals for sash windows, seals for doors and loft hatches, letterbox flaps, and sealing gaps under skirting boards and between floorboards on suspended timber floors. It is cheap, quick and noticeable on the first cold night.

### Pipe and tank lagging

Lagging pipes and cold water tanks in the loft and under suspended floors, which saves heat and protects against frozen pipes in a hard Warwickshire frost.

## What we do not do

Cavity wall insulation, external wall insulation and spray foam are specialist jobs, and we do not offer them. We advise caution with spray foam in lofts: it can make mortgages and house sales difficult and hides the roof timbers from inspection. If you might qualify for funded insulation through an energy-efficiency grant scheme, check that first, as those schemes use their own accredited installers.

## Ventilation matters

Insulation and ventilation go together. The solid brick walls of Victorian terraces in Earlsdon and Chapelfields need to breathe, so we do not seal up air bricks, and we keep trickle vents and extractor fans working when draught-proofing. In lofts we leave the gap at the eaves open to stop condensation forming on the underside of the roof.

## Local homes

1930s semis in Styvechale and Finham often have a generous loft with thin old insulation, ideal for a top-up. Post-war homes in Tile Hill and Willenhall frequently need draught-proofing to doors and hatches. Newer homes in Warwick, Kenilworth and Leamington usually have good loft insulation already but benefit from raised boarding.

[Book a visit online](/book).`,
    faqs: [
      {
        question: "How much loft insulation should I have?",
        answer:
          "Current guidance is 270mm of mineral wool. If you can see the tops of the joists, you almost certainly need a top-up.",
      },
      {
        question: "Can I still use my loft for storage?",
        answer:
          "Yes, with raised loft boarding fitted on legs above the insulation, so the insulation is not squashed.",
      },
      {
        question: "Do you install cavity wall insulation?",
        answer:
          "No. Cavity and external wall insulation are specialist jobs. We concentrate on lofts, draught-proofing and pipe lagging.",
      },
    ],
  },
];

export function findService(slug: string): ServicePage | undefined {
  return services.find((service) => service.slug === slug);
}
