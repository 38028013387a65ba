import type { ServiceSubPage } from "./types";

/**
 * Sub-pages under /services/{categoryPath}/{slug}. Prices are never written into the
 * copy beyond the call-out starting price; each page points at the price list instead.
 */
export const subServices: ServiceSubPage[] = [
  // ---------------------------------------------------------------- plumbing
  {
    categoryPath: "plumbing",
    slug: "leaky-tap-repairs",
    parentSlug: "plumbing-repairs",
    name: "Leaky tap repairs",
    summary:
      "Dripping taps, stiff handles and leaking spouts fixed: washers, cartridges and O-rings replaced and limescale cleared.",
    title: "Leaky Tap Repairs in Coventry | We Fix Coventry",
    metaDescription:
      "Dripping tap in Coventry, Warwick or Leamington? We replace washers, ceramic cartridges and worn O-rings, descale hard-water spouts and stop the drip for good.",
    h1: "Leaky tap repairs in Coventry",
    intro:
      "A dripping tap wastes water and, if it's the hot tap, you pay to heat it too. We fix drips, stiff handles and leaking spouts across Coventry, Kenilworth, Warwick and Leamington Spa, usually in a single visit.",
    included: [
      "Diagnosis of the drip or leak and the part that has failed",
      "Replacement washers, O-rings or ceramic cartridges from stock",
      "Descaling of the spout, aerator and valve seat",
      "Isolation valve fitted under the sink if there isn't one (with your agreement)",
      "Flow and shut-off check before we leave",
    ],
    priceKeys: ["sub.plumbing.leaky-tap-repairs", "callout.standard", "labour.hour"],
    body: `## Why taps start dripping

Most drips come down to one of three things. Older pillar and bib taps, still common in the Victorian terraces of Earlsdon and Chapelfields, seal with a rubber washer that hardens and splits with age. Modern quarter-turn mixers use a pair of ceramic discs inside a cartridge, and those discs are easily scored by grit or scale. Monobloc kitchen mixers also have O-rings around the swivel spout, so water appearing at the base of the spout rather than from the nozzle usually means a perished O-ring, not a failed valve.

Coventry and Warwickshire water is hard, and the Severn Trent supply leaves limescale on everything it touches. Scale builds up on valve seats and cartridges until the tap never quite closes, which is why we see so many dripping taps in CV2, CV3 and CV6 homes that are only a few years old.

## What the visit involves

Our engineer isolates the tap at the service valve, or at the stopcock if there isn't one, strips the tap down and identifies the worn part. We carry common washers, O-rings and the most popular ceramic cartridges, and we can recut a worn brass seat so a new washer seals properly. Where a cartridge is a branded or unusual pattern, we match it from the tap body and come back with the right part rather than forcing a near-fit.

- Find the cause of the drip or leak
- Replace washers, O-rings or cartridges
- Descale the spout, aerator and valve seat
- Check the flow and that the tap shuts off cleanly

If a tap is badly corroded, which often happens with cheap chrome-plated mixers, we'll give you an honest view on replacing it instead. We can fit a tap you've bought or supply one.

## Local homes and older pipework

In post-war council homes in Tile Hill, Canley and Bell Green we often find taps on old copper with no isolation valves at all, so we add them as we go if you agree. In student houses around Lower Stoke and the city centre, we deal directly with landlords and letting agents and leave a clear note of the work done.

## Is a dripping tap an emergency?

Usually not, and a drip can wait for a normal slot [booked online](/book). But if a tap won't turn off, the body has cracked or water is pooling under the sink, turn off the stopcock and request an [emergency call-out](/emergency-callout). Our call-out starts from {price:callout.standard} and includes the first hour; for the repair itself, see the [price list](/prices).`,
    faqs: [
      {
        question: "How long does a tap repair take?",
        answer:
          "Most washer or cartridge replacements take well under an hour. Unusual cartridges may need a second short visit once the matching part arrives.",
      },
      {
        question: "Can you fix a mixer tap that leaks from the base of the spout?",
        answer:
          "Yes. Water at the base of a swivel spout usually means worn O-rings, which we replace and lubricate with tap-safe silicone grease.",
      },
      {
        question: "Do you supply the replacement tap?",
        answer:
          "We can fit a tap you've already bought or supply one for you. We'll agree the choice and the cost with you before any work starts.",
      },
      {
        question: "Will you need to turn my water off?",
        answer:
          "Only briefly. We use the service valve under the sink where there is one, otherwise the main stopcock, and restore the supply as soon as the tap is back together.",
      },
    ],
  },
  {
    categoryPath: "plumbing",
    slug: "toilet-installation",
    parentSlug: "plumbing-repairs",
    name: "Toilet installation",
    summary:
      "Old or cracked toilets replaced with close-coupled, back-to-wall or wall-hung WCs, fitted level and leak-free, old suite taken away.",
    title: "Toilet Installation in Coventry | We Fix Coventry",
    metaDescription:
      "New toilet fitted or old one replaced in Coventry, Kenilworth and Warwick. Close-coupled, back-to-wall and wall-hung WCs, cisterns and seats, old pan removed.",
    h1: "Toilet installation in Coventry",
    intro:
      "Swapping a cracked or tired WC for a new one is a job we do most weeks across Coventry, Kenilworth, Warwick and Leamington Spa. We fit it level, sealed and leak-free, and take the old one away.",
    included: [
      "Isolation, draining and removal of the old pan and cistern",
      "Inspection of the soil connection and the floor beneath",
      "New pan connector, cistern washers and fixing bolts",
      "Fill valve set to the correct water level",
      "Repeated flush test and check of every joint",
      "Disposal of the old toilet",
    ],
    priceKeys: ["sub.plumbing.toilet-installation", "labour.half-day"],
    body: `## When it's time for a new toilet

Plenty of toilet problems can be repaired: a running cistern or a loose seat rarely means a full replacement. But a cracked pan, a hairline split in a ceramic cistern, a toilet that rocks because the floor beneath it has gone soft, or a 1970s suite with no spare parts left are all good reasons to replace. We'll tell you honestly which side of the line yours is on.

## Types we fit

- Close-coupled toilets, the standard choice in most semis and terraces
- Back-to-wall pans with a concealed cistern in a furniture unit
- Wall-hung toilets on a support frame, common in new-build ensuites
- Low-level and high-level cisterns for period bathrooms
- Replacement cisterns, flush valves, fill valves and seats

## What the installation involves

We isolate the water, drain and remove the old suite, then check the soil connection and the floor. In Victorian terraces around Earlsdon, Chapelfields and Leamington's Old Town, we often find the pan sitting on a cement bed with a cracked clay soil collar behind it, so we check that joint before anything new goes on. The new pan is connected with a flexible or rigid pan connector, the cistern goes on with a new doughnut washer and bolts, and the fill valve is set to the correct level. The pan is bedded on silicone, not cement, so it can be removed cleanly in future.

We flush it repeatedly, check for weeps at every joint and leave the room clean. The old toilet leaves with us for proper disposal.

## Hard water and modern cisterns

Coventry's hard water is tough on push-button flush valves. Scale stops the seal seating and the cistern trickles into the pan all day, which wastes water if you're on a Severn Trent meter. When we fit a new toilet we point out the isolation valve and show you how to lift out and clean the flush valve if it ever starts to run.

## When it's urgent

A toilet leaking at the base, a cracked cistern or a soil pipe that's backing up justifies an [emergency call-out](/emergency-callout). A planned replacement can be [booked online](/book), and the fitting price is on the [price list](/prices). If the only toilet in a rented house in Lower Stoke or Canley has failed, landlords and letting agents can book directly and we'll arrange access with the tenants.`,
    faqs: [
      {
        question: "Can you fit a toilet I've bought online?",
        answer:
          "Yes. Have it delivered before the visit and we'll check the box contents before starting, because missing bolts or a chipped pan are more common than you'd think.",
      },
      {
        question: "Do you take the old toilet away?",
        answer:
          "Yes, removal and disposal of the old pan and cistern is part of a standard installation.",
      },
      {
        question: "How long does it take?",
        answer:
          "A like-for-like close-coupled swap usually takes two to three hours. Wall-hung and back-to-wall toilets take longer because of the frame or furniture unit.",
      },
      {
        question: "Can you move the toilet to a different position?",
        answer:
          "Small moves are possible with an offset pan connector. Moving it further usually means altering the soil pipe, which we'll quote for after seeing the room.",
      },
    ],
  },
  {
    categoryPath: "plumbing",
    slug: "drain-clearing",
    parentSlug: "plumbing-repairs",
    name: "Drain clearing",
    summary:
      "Blocked sinks, baths, showers, toilets and outside gullies cleared by hand and rod, with the cause found so it doesn't come back.",
    title: "Drain Clearing & Blocked Sinks Coventry | We Fix Coventry",
    metaDescription:
      "Blocked sink, bath, shower or outside gully in Coventry, Warwick or Leamington? We clear the blockage by hand and with rods, then find out why it happened.",
    h1: "Drain clearing in Coventry",
    intro:
      "Slow sinks, gurgling baths and outside gullies full of standing water, cleared without harsh chemicals in homes across Coventry, Warwick, Kenilworth and Leamington Spa.",
    included: [
      "Finding whether the blockage is in a trap, a waste pipe or the drain",
      "Removing and cleaning traps and bottle traps",
      "Clearing waste pipes with a hand auger or plunger",
      "Rodding outside gullies and accessible inspection chambers",
      "Flow test and leak check once it's running",
      "Honest advice if the run needs a drainage specialist",
    ],
    priceKeys: ["sub.plumbing.drain-clearing", "callout.standard", "callout.emergency"],
    body: `## What causes blocked drains

Indoor blockages are usually close to the fitting: hair and soap in bath and shower wastes, fat and food in kitchen sinks, and basin traps clogged with toothpaste and limescale. Outside, gullies fill with leaves and silt, and on older properties the problem can be further down the line where clay pipes have shifted.

Much of Coventry sits on clay, and clay moves as it wets and dries. In 1930s semis around Styvechale, Coundon and Whitley, the original salt-glazed pipes have rigid joints that crack as the ground shifts, and tree roots find their way in through the gaps. That's why a drain that blocks every few months usually has a cause beyond whatever went down the plughole.

## What we do on the visit

- Work out whether the blockage is in a trap, a waste pipe or the underground drain
- Remove and clean traps and bottle traps
- Clear waste pipes with a hand auger or plunger
- Rod outside gullies and accessible inspection chambers
- Test the flow and check the joints once it's running

We avoid pouring caustic drain cleaner down pipes. It rarely shifts a solid blockage and it makes the pipe dangerous for whoever opens it next.

## Who's responsible?

Drains serving only your property are yours, but a shared sewer, or a pipe beyond your boundary, is generally the responsibility of Severn Trent. If we lift your manhole cover and find the chamber clear but the next one down the street backed up, we'll tell you, so you can report it to Severn Trent instead of paying for something that isn't your job. Where a run needs a CCTV survey or jetting, we'll say so plainly rather than keep rodding.

## Student lets and shared houses

Shared kitchens in student houses near Coventry University, and in Canley and Tile Hill near the University of Warwick, show the same pattern every term: fat poured down the sink sets solid in the trap. We work with landlords and agents and can leave a short note for tenants on what not to put down the sink.

## When to call an emergency

If waste water is coming back up through a shower tray, a toilet is overflowing or sewage is surfacing in the garden, stop using the water and request an [emergency call-out](/emergency-callout). Simple sink blockages can be [booked online](/book) for a normal slot, where the call-out starts from {price:callout.standard} including the first hour. See the [price list](/prices) for the drain-clearing rate.`,
    faqs: [
      {
        question: "Can you clear a blocked toilet?",
        answer:
          "Yes. We use a toilet auger to clear most blockages in the pan and the first stretch of soil pipe without taking the toilet off.",
      },
      {
        question: "Do you do CCTV drain surveys or high-pressure jetting?",
        answer:
          "No, we clear blockages by hand and with rods. If a run needs a camera survey or jetting, we'll tell you and explain what to ask a drainage company for.",
      },
      {
        question: "Why does my drain keep blocking?",
        answer:
          "Repeated blockages usually mean a dip, a cracked joint or roots in the pipe, or a habit such as fat going down the sink. We look for the cause and tell you what we find.",
      },
      {
        question: "Is drain clearing covered by my home insurance?",
        answer:
          "Some policies cover accidental damage to drains, so it's worth checking. We can give you a written description of the work for a claim.",
      },
    ],
  },
  {
    categoryPath: "plumbing",
    slug: "shower-repairs",
    parentSlug: "plumbing-repairs",
    name: "Shower repairs",
    summary:
      "Showers that run hot and cold, dribble, drip or leak through the ceiling repaired: valves, cartridges, hoses, heads, trays and seals.",
    title: "Shower Repairs in Coventry | We Fix Coventry",
    metaDescription:
      "Shower running cold, dribbling or leaking in Coventry, Kenilworth or Leamington? We repair mixer valves, electric showers, hoses, heads, trays and seals.",
    h1: "Shower repairs in Coventry",
    intro:
      "Weak flow, a temperature that swings from scalding to cold, a split hose or a tray letting water under the floor: we repair showers in Coventry, Kenilworth, Warwick and Leamington Spa.",
    included: [
      "Diagnosis of flow, temperature or leak problems",
      "Descaling or replacing thermostatic cartridges",
      "Cleaning inlet filters and check valves",
      "Replacement hoses, heads, riser rails and seals",
      "Tray and screen resealing",
      "Like-for-like electric shower parts and units",
    ],
    priceKeys: ["sub.plumbing.shower-repairs", "callout.standard", "labour.hour"],
    body: `## Common shower faults

- Poor flow from a head clogged with limescale
- Temperature that won't hold steady on a thermostatic mixer
- A split or kinked hose, or a weeping hose connection
- Drips from the valve or head after the shower is switched off
- Leaks around the tray or screen, or through failed grout and silicone
- Electric showers that trip, cut out or won't heat

## Hard water and thermostatic valves

A thermostatic mixer has a wax or bimetallic cartridge that reacts to temperature, and Coventry's hard water coats it with scale until it sticks. The result is the classic shower that runs hot, then cold, then hot again. We remove the cartridge, descale or replace it, clean the filters and check valves in the inlets, and reset the maximum temperature so it's safe for children and older family members.

## Electric showers

An electric shower that's stopped heating often has a failed element, pressure switch or thermal cut-out. We replace these parts and like-for-like units. If the shower needs a new or upgraded circuit, that's notifiable work, so it's carried out by our Part P registered electrician and certified.

## Leaks you can't see

Water escaping around a tray rarely shows up in the bathroom first. It appears as a brown stain on the ceiling below, which is common in Victorian terraces in Earlsdon and Chapelfields where the bathroom was added above the back kitchen. We check the waste, the tray seal and the silicone, strip out and reseal where needed, and can re-bed a tray that has dropped on a timber floor. If water is getting through failed grout, we'll tell you whether regrouting will do or the area needs retiling.

## Landlords and rented homes

A broken shower in a city-centre flat or a shared house in Lower Stoke is a priority repair for tenants. We work directly for landlords and letting agents, send a short report with photos, and keep the old part if your agent needs to see it.

## When to treat it as an emergency

If water is coming through a ceiling, an electric shower smells of burning or a valve won't switch off, isolate the water or the shower's circuit and request an [emergency call-out](/emergency-callout). Routine repairs can be [booked online](/book); our call-out starts from {price:callout.standard} including the first hour, and you can see the [price list](/prices).`,
    faqs: [
      {
        question: "Can you fix an electric shower?",
        answer:
          "Yes, we replace elements, switches and whole like-for-like units. Any new or upgraded circuit for a shower is handled by our Part P registered electrician.",
      },
      {
        question: "My shower works but the ceiling below is stained. What's wrong?",
        answer:
          "Usually the tray seal, the waste connection or failed grout and silicone. We trace the source before anything is cut open.",
      },
      {
        question: "Do you fit new showers?",
        answer:
          "We replace mixer valves, bar showers and electric showers like-for-like. Complete shower room refits are covered by our bathroom renovations service.",
      },
      {
        question: "Can you improve low shower pressure?",
        answer:
          "Clearing scale, replacing a restrictive head and cleaning the check valves often helps a lot. If the supply pressure itself is low, we'll explain the options.",
      },
    ],
  },
  {
    categoryPath: "plumbing",
    slug: "radiator-repairs",
    parentSlug: "plumbing-repairs",
    name: "Radiator repairs",
    summary:
      "Cold radiators bled and balanced, leaking valves and TRVs replaced, radiators removed for decorating or swapped. No gas or boiler work.",
    title: "Radiator Repairs & Bleeding Coventry | We Fix Coventry",
    metaDescription:
      "Cold radiators, leaking valves or a radiator to move or replace in Coventry, Warwick or Kenilworth? We repair and refit radiators. No boiler or gas work.",
    h1: "Radiator repairs in Coventry",
    intro:
      "Cold spots, weeping valves, stuck thermostatic heads and radiators that need taking off for decorating: we look after the water side of your heating in Coventry, Warwick, Kenilworth and Leamington Spa.",
    included: [
      "Bleeding and balancing radiators",
      "Replacing leaking or seized valves and TRVs",
      "Remaking weeping valve tails and compression joints",
      "Removing and rehanging radiators for decorating",
      "Replacing corroded radiators with new panels",
      "Inhibitor added after any drain-down",
    ],
    priceKeys: ["sub.plumbing.radiator-repairs", "callout.standard", "labour.hour"],
    body: `## What we repair

- Bleeding radiators that are cold at the top, and balancing a system that heats unevenly
- Replacing leaking or seized radiator valves and thermostatic radiator valves (TRVs)
- Fixing weeping valve tails and compression joints
- Taking radiators off and rehanging them for decorating or plastering
- Replacing a corroded or leaking radiator with a new panel
- Topping up and re-pressurising a sealed system to the level your boiler needs

## Gas and boiler work

We don't offer gas work of any kind. If your boiler is showing a fault code or won't fire, you need a Gas Safe registered engineer, and if you smell gas, leave the property and contact the gas emergency service straight away. We work on the radiators, valves and water pipework, and we'll tell you if the problem lies with the boiler instead.

## Why radiators go cold

A radiator that's cold at the top has air in it and needs bleeding. One that's cold at the bottom and warm at the top usually has sludge, the black magnetite that builds up in older systems. In 1930s semis in Finham, Stivichall and Coundon, and post-war homes in Wyken and Willenhall, we often find radiators that have never been flushed. We can take a sludged radiator off, flush it out in the garden and refit it, and we'll recommend a full system power flush by a heating engineer if the whole circuit is affected.

Coventry's hard water matters too. Every time a system is drained and refilled, fresh mains water brings in new minerals and oxygen, so we add corrosion inhibitor after any job that drains water from the circuit.

## Before you decorate

If you're redecorating a room in an Earlsdon terrace or a Leamington townhouse, it's far easier to paint behind a radiator that's been taken off the wall. We isolate and drain the radiator, cap the valves and come back to rehang and refill it when the walls are done.

## When it's urgent

A valve spraying water or a leak coming through the ceiling calls for an [emergency call-out](/emergency-callout). Close both radiator valves, put a bowl under the leak and, if it won't stop, switch off the boiler and turn off the mains water. Routine repairs can be [booked online](/book). Our call-out starts from {price:callout.standard} including the first hour; see the [price list](/prices) for everything else.`,
    faqs: [
      {
        question: "Do you repair boilers?",
        answer:
          "No. We don't do any gas work, so boiler faults need a Gas Safe registered engineer. We repair radiators, valves and the water pipework.",
      },
      {
        question: "Can you swap my radiator valves for thermostatic ones?",
        answer:
          "Yes. Changing to TRVs is a common job and usually means draining only the affected radiator or part of the system.",
      },
      {
        question: "Why is my radiator cold at the bottom?",
        answer:
          "That usually means sludge has settled in the base of the radiator. Flushing the radiator, or the whole system, clears it.",
      },
      {
        question: "Will you need to drain my whole heating system?",
        answer:
          "Not always. Many valve and radiator jobs can be done by isolating the radiator or freezing the pipe, which saves draining and refilling everything.",
      },
    ],
  },
  // -------------------------------------------------------------- electrical
  {
    categoryPath: "electrical",
    slug: "socket-installation",
    parentSlug: "electrical-services",
    name: "Socket installation",
    summary:
      "Extra sockets, USB sockets and weatherproof outdoor sockets added, damaged faceplates replaced, every one tested before we leave.",
    title: "Socket Installation in Coventry | We Fix Coventry",
    metaDescription:
      "Extra sockets, USB sockets, outdoor sockets and damaged faceplates replaced in Coventry, Kenilworth and Leamington, tested and certified where required.",
    h1: "Socket installation in Coventry",
    intro:
      "Not enough sockets, cracked faceplates or extension leads everywhere? We add and replace sockets in homes across Coventry, Kenilworth, Warwick and Leamington Spa, and test every one before we leave.",
    included: [
      "Check of the existing circuit before anything is added",
      "New sockets spurred from an existing circuit",
      "Replacement of damaged, scorched or loose sockets",
      "USB, outdoor and decorative-finish sockets",
      "Testing of polarity, earth continuity and RCD operation",
      "Minor Works Certificate for circuit additions",
    ],
    priceKeys: ["sub.electrical.socket-installation", "labour.hour"],
    body: `## Why add more sockets

Many Coventry homes were wired when a household owned a radio, a kettle and a television. In the 1930s semis of Coundon and Cheylesmore, and the post-war houses around Bell Green and Holbrooks, you'll often find a single double socket in a bedroom. Daisy-chained extension leads and overloaded adaptors are a real fire risk, and extra sockets are a simple fix.

## What we do

- Replace damaged, scorched or loose sockets and faceplates
- Add a socket as a spur from an existing circuit
- Fit USB-A and USB-C sockets for phones and tablets
- Install weatherproof outdoor sockets with RCD protection
- Swap white plastic for metal or screwless finishes
- Move a socket to suit a new kitchen or furniture layout

Every socket we fit is tested for polarity, earth continuity and RCD operation, and the circuit is left in a safe state. Where we extend a circuit, we issue a Minor Electrical Installation Works Certificate.

## Notifiable work

Like-for-like replacements and most additions to existing circuits are not notifiable. A new circuit, a consumer unit change, or work in special locations such as close to a bath or shower is notifiable under Part P of the Building Regulations. That work is carried out by our Part P registered electrician, who notifies it to building control and issues the right certificate. We'll tell you in advance which category your job falls into.

## Older wiring

Before we add to a circuit, we look at what's already there. If we find old rubber-insulated cable, no earth, or a fuse board with rewireable fuses, which we still see in some Earlsdon and Chapelfields terraces, we'll explain what we found and recommend an EICR before more load goes on that circuit. We won't connect new sockets to wiring that isn't safe.

## Landlords and student lets

Student houses near the universities and shared homes in Lower Stoke tend to need far more sockets per room than the original wiring allowed. We can add sockets throughout a property in one visit and provide the paperwork for your records.

## Sparks, smells and scorching

A socket that's hot, crackling, scorched or smells of burning should be switched off at the consumer unit and left alone. Request an [emergency call-out](/emergency-callout). Other socket work can be [booked online](/book), with the call-out from {price:callout.standard} including the first hour; see the [price list](/prices) for the rest.`,
    faqs: [
      {
        question: "How many sockets can you add in one visit?",
        answer:
          "Several, depending on how far each is from an existing circuit and the type of wall. We'll confirm when you book or after a quick look.",
      },
      {
        question: "Will you make a mess of my walls?",
        answer:
          "Chasing plaster makes some dust, but we sheet the floor, vacuum as we go and fill the chase ready for decorating. Surface trunking is an option if you'd rather avoid chasing.",
      },
      {
        question: "Do I get a certificate?",
        answer:
          "Yes, any addition to a circuit comes with a Minor Works Certificate. Notifiable work is certified and notified by our Part P registered electrician.",
      },
      {
        question: "Can you fit an outdoor socket for an electric car?",
        answer:
          "A garden socket is fine for tools and lights, but an EV charger needs a dedicated circuit and a specialist charger installer, so we'll point you in the right direction.",
      },
    ],
  },
  {
    categoryPath: "electrical",
    slug: "light-fitting",
    parentSlug: "electrical-services",
    name: "Light fitting",
    summary:
      "Pendants, chandeliers, LED downlights, wall lights and outdoor security lights fitted safely, earthed, secured and tested.",
    title: "Light Fitting & Replacement Coventry | We Fix Coventry",
    metaDescription:
      "Ceiling lights, pendants, LED downlights and outdoor lights fitted in Coventry, Warwick and Leamington Spa. Safe connections, tested and tidied before we go.",
    h1: "Light fitting in Coventry",
    intro:
      "From swapping a pendant to fitting a run of LED downlights in a new kitchen, we install lights safely in homes in Coventry, Warwick, Kenilworth and Leamington Spa.",
    included: [
      "Safe isolation and identification of every conductor",
      "Earth connected on every metal fitting",
      "Heavy fittings fixed to a joist or brace, not plasterboard",
      "Dimmers matched to LED lamps",
      "Correct IP-rated fittings for bathrooms and outdoors",
      "Test of the fitting and circuit before we leave",
    ],
    priceKeys: ["sub.electrical.light-fitting", "labour.hour"],
    body: `## Lights we fit

- Ceiling pendants, chandeliers and flush fittings
- LED downlights in kitchens, hallways and bathrooms
- Wall lights and picture lights
- Outdoor wall lights, porch lights and PIR security lights
- Dimmer switches matched to LED lamps
- Bathroom lights with the right IP rating for each zone

## Doing it properly

Changing a light looks like a simple swap, but we regularly find the legacy of earlier DIY: no earth connected to a metal fitting, a loop-in ceiling rose wired to the wrong terminals, or a heavy chandelier hanging from a plastic rose with no proper fixing. We prove the circuit dead, identify every conductor, connect the earth and make sure heavy fittings are secured to a joist or a proper brace, never just to plasterboard.

In Victorian terraces in Chapelfields and Earlsdon, and in the Regency and Victorian houses of Milverton and Leamington's Old Town, ceilings are often lath and plaster. We drill them carefully and, where the old rose is fixed into a cracked patch, we add a timber batten above to give the new fitting a solid base.

## LEDs and dimmers

Flickering or buzzing LEDs almost always mean the lamp and the dimmer don't suit each other. We fit a trailing-edge dimmer rated for LED loads, or recommend dimmable lamps that work with your existing switch.

## Bathrooms and notifiable work

Bathroom lights need the correct IP rating for their zone and, where the job involves a new circuit, it's notifiable under Part P. That work is carried out by our Part P registered electrician and certified. Straightforward replacement of an existing light isn't notifiable, and we test the fitting before we go.

## New builds and downlights

New-build estates such as Chase Meadow in Warwick and those around Walsgrave often come with a bare pendant in every room. We fit the lights you've chosen and, if you'd like downlights instead, we check the ceiling void first. Downlights in a ceiling below a loft need fire-rated fittings that can be covered by insulation, and we won't cut into a ceiling until we know what's above it.

## When to call urgently

If a fitting is scorched, a switch sparks or the lighting circuit trips every time you turn a light on, leave it off and request an [emergency call-out](/emergency-callout). For planned work, [book a slot online](/book); our call-out starts from {price:callout.standard} including the first hour, and the rest is on the [price list](/prices).`,
    faqs: [
      {
        question: "Can you fit a light I bought myself?",
        answer:
          "Yes. Check it's suitable for the room, especially for a bathroom, and we'll make sure the fixing and wiring are sound when we fit it.",
      },
      {
        question: "Why do my LED lights flicker?",
        answer:
          "Usually the dimmer isn't compatible with the LED lamps. An LED-rated dimmer or different lamps normally cures it.",
      },
      {
        question: "Can you add a light where there isn't one?",
        answer:
          "Yes, we can run a new light from an existing lighting circuit. Making good the ceiling is included; redecorating isn't.",
      },
      {
        question: "Do you fit outdoor security lights?",
        answer:
          "Yes, including PIR sensor lights and dusk-to-dawn fittings, with weatherproof connections.",
      },
    ],
  },
  {
    categoryPath: "electrical",
    slug: "fuse-box-upgrade",
    parentSlug: "electrical-services",
    name: "Fuse box upgrade",
    summary:
      "Old fuse boards replaced with modern RCD-protected consumer units by our Part P registered electrician, notified and fully certified.",
    title: "Fuse Box Upgrades in Coventry | We Fix Coventry",
    metaDescription:
      "Old fuse box replaced with a modern RCD-protected consumer unit in Coventry and Warwickshire by our Part P registered electrician, certified and notified.",
    h1: "Fuse box upgrades in Coventry",
    intro:
      "Replacing an old fuse box with a modern consumer unit is notifiable work, so in Coventry, Warwick, Kenilworth and Leamington Spa it's carried out by our Part P registered electrician and fully certified.",
    included: [
      "Pre-installation checks of the existing circuits",
      "New metal consumer unit with RCBO or dual RCD protection",
      "Surge protection where appropriate",
      "Main earthing and bonding checked and upgraded",
      "Full testing and clear labelling of every circuit",
      "Electrical Installation Certificate and building control notification",
    ],
    priceKeys: ["sub.electrical.fuse-box-upgrade", "labour.day"],
    body: `## Signs your fuse box needs upgrading

- Rewireable fuses with fuse wire, or a board on a wooden backing
- No RCD protection, so nothing cuts the power quickly if someone touches a live part
- A plastic consumer unit: since 2016 the wiring regulations have required new domestic units to have a non-combustible enclosure
- Fuses that blow, or breakers that trip, when the kettle and the microwave are on together
- An insurer, mortgage lender or letting agent has asked for an upgrade

## Who does the work

Replacing a consumer unit is notifiable under Part P of the Building Regulations. It's carried out by our Part P registered electrician, who is a member of a competent person scheme. The work is notified to building control for you, and you receive an Electrical Installation Certificate on the day, followed by a building regulations compliance certificate from the scheme. Keep both safe, because your buyer's solicitor will ask for them when you sell.

## What the upgrade involves

Before the day, we test the existing circuits, because a new consumer unit with RCD protection will trip on faults that an old fuse board simply ignored. On the day, the power is off for most of the working day. Our electrician fits a new metal consumer unit with RCBOs or dual RCD protection, adds surge protection where appropriate, checks and upgrades the main earth and the bonding to gas and water pipes, tests every circuit and labels each way clearly.

If testing finds a fault, such as damaged cable in a wall or a borrowed neutral between circuits, we explain it and quote to put it right before that circuit is switched back on. We won't energise a circuit that isn't safe.

## Local homes we see

We still find fuse boards from the 1960s and 1970s in post-war houses in Tile Hill, Willenhall and Bell Green, and mixed installations in Victorian terraces in Earlsdon where the kitchen was rewired but the rest of the house wasn't. In Kenilworth and older homes around Myton in Warwick, we also come across supplies where the main earth has never been upgraded. All of these can be sorted in an upgrade visit.

## Landlords

Since 2020, private landlords in England have had to get the electrics inspected at least every five years. A failed EICR often leads to a consumer unit upgrade, and we can handle both.

## Emergencies

If your fuse box is hot, smells of burning or the main switch won't reset, request an [emergency call-out](/emergency-callout); our call-out starts from {price:callout.standard} including the first hour. Planned upgrades can be [booked online](/book), and the upgrade price is on the [price list](/prices).`,
    faqs: [
      {
        question: "How long will the power be off?",
        answer:
          "Usually most of a working day for a typical house. We'll plan the timing with you and can often keep a temporary supply to the fridge and freezer.",
      },
      {
        question: "Is the work notified to building control?",
        answer:
          "Yes. Our Part P registered electrician notifies it through their competent person scheme, and you receive an Electrical Installation Certificate and a compliance certificate.",
      },
      {
        question: "Why would a new consumer unit keep tripping?",
        answer:
          "An RCD trips when current leaks to earth, which an old fuse board never noticed. We test before and during the upgrade so faults are found and fixed rather than hidden.",
      },
      {
        question: "Do I need a full rewire instead?",
        answer:
          "Not necessarily. If the cable is modern PVC and tests well, a consumer unit upgrade is enough, and we'll tell you if testing shows a rewire would be safer.",
      },
    ],
  },
  {
    categoryPath: "electrical",
    slug: "electrical-testing",
    parentSlug: "electrical-services",
    name: "Electrical testing (EICR)",
    summary:
      "Electrical Installation Condition Reports for landlords, buyers and homeowners, carried out by our Part P registered electrician.",
    title: "EICR Electrical Testing in Coventry | We Fix Coventry",
    metaDescription:
      "EICR electrical safety reports for homeowners and landlords in Coventry, Warwick and Leamington, carried out by our Part P registered electrician.",
    h1: "Electrical testing and EICRs in Coventry",
    intro:
      "An EICR tells you whether your wiring is safe. Our Part P registered electrician inspects and tests homes and rental properties across Coventry, Warwick, Kenilworth and Leamington Spa and issues the report.",
    included: [
      "Visual inspection of the consumer unit, wiring and accessories",
      "Testing of circuits, earthing, bonding and RCDs",
      "Electrical Installation Condition Report with coded observations",
      "Plain-English explanation of every observation",
      "Separate quote for any remedial work",
      "Certificates for completed remedial work",
    ],
    priceKeys: ["sub.electrical.electrical-testing", "labour.half-day"],
    body: `## What an EICR is

An Electrical Installation Condition Report is a formal inspection and test of the fixed wiring in a property: the consumer unit, circuits, sockets, switches, light fittings, earthing and bonding. It's carried out by our Part P registered electrician and results in a written report listing any defects with a classification code:

- C1: danger present, made safe on the spot
- C2: potentially dangerous, needs urgent remedial work
- C3: improvement recommended
- FI: further investigation needed

A report with any C1, C2 or FI code is unsatisfactory. C3 observations on their own don't make a report fail.

## Who needs one

Private landlords in England must have an EICR at least every five years, give a copy to their tenants and supply one to the council if asked. If your rental in Lower Stoke, Radford or Sydenham in Leamington has a report due, we can arrange access with you or your letting agent. Homeowners often ask for an EICR when buying an older house, before a big renovation, or when it's been about ten years since the last one. Mortgage lenders and insurers sometimes ask for one too.

## What happens on the day

The electrician inspects the installation, then tests the circuits, including insulation resistance, earth fault loop impedance, polarity and RCD trip times. The power will be off for parts of the visit. For a typical three-bedroom semi in Cheylesmore or Whitley, expect a few hours on site. Larger houses, HMOs and flats with communal supplies take longer.

## After the report

You receive the EICR with every observation explained in plain English. If remedial work is needed, we quote for it separately, and you're free to use any qualified electrician. If we carry out the fixes, you receive an Electrical Installation Certificate or a Minor Works Certificate for the work, plus written confirmation for your landlord records that the remedial work is complete.

## Older Coventry homes

Victorian terraces in Earlsdon and Chapelfields often have wiring from several decades mixed together, and many 1960s council homes still have original circuits. These can be perfectly safe, but only testing tells you. We're straightforward about what's a real danger and what's just a recommendation.

## If something seems wrong now

Burning smells, scorched sockets or a circuit that trips again and again shouldn't wait for an inspection. Request an [emergency call-out](/emergency-callout); our call-out starts from {price:callout.standard} including the first hour. EICRs can be [booked online](/book), and the report price is on the [price list](/prices).`,
    faqs: [
      {
        question: "How long is an EICR valid?",
        answer:
          "For a rented home, up to five years, or sooner if the report says so. For an owner-occupied home the usual recommendation is every ten years or on a change of occupier.",
      },
      {
        question: "Does an EICR include PAT testing?",
        answer:
          "No. An EICR covers the fixed wiring; portable appliances are tested separately through our PAT testing service.",
      },
      {
        question: "What if my rental property fails?",
        answer:
          "We explain each code and quote for the remedial work. Landlords must have it completed within 28 days, or sooner if the report specifies.",
      },
      {
        question: "Do I need to be there?",
        answer:
          "Someone needs to let us in, and the power will be off at times. Tenants or your letting agent can give access with your permission.",
      },
    ],
  },
  // --------------------------------------------------------------- carpentry
  {
    categoryPath: "carpentry",
    slug: "door-hanging",
    parentSlug: "carpentry-joinery",
    name: "Door hanging",
    summary:
      "Internal, glazed, oak and fire doors hung to close cleanly and latch first time, plus sticking and dropped doors eased and adjusted.",
    title: "Door Hanging & Fitting in Coventry | We Fix Coventry",
    metaDescription:
      "Internal doors hung, trimmed and fitted in Coventry, Kenilworth and Warwick: new doors, fire doors, hinges, handles and latches, and sticking doors eased.",
    h1: "Door hanging in Coventry",
    intro:
      "Whether it's a full set of new internal doors or one that sticks every winter, we hang doors that close cleanly and latch first time in Coventry, Kenilworth, Warwick and Leamington Spa.",
    included: [
      "Measuring and trimming each door to the frame and floor",
      "Hinge recesses cut and hinges fitted",
      "Latches, handles and locks fitted",
      "Top and bottom edges sealed on timber doors",
      "Offcuts and packaging taken away",
    ],
    priceKeys: ["sub.carpentry.door-hanging", "labour.half-day", "labour.day"],
    body: `## Doors we hang

- Internal panel, flush and glazed doors
- Fire doors, including those in loft conversions and flats
- Oak and other hardwood doors, handled and sealed with care
- Bifold and sliding pocket doors for tight rooms
- Understairs and cupboard doors

## Why a good hanging job matters

Door frames in older houses are rarely square. In the Victorian terraces of Earlsdon and Chapelfields, a century of settlement means the head of a frame can drop several millimetres across its width, and a new door hung straight into it will bind at the top and gap at the bottom. We scribe the door to the frame, plane the edges, cut the hinge recesses and fit the latch so it engages cleanly without you having to lift or shove the door.

Newer homes in Walsgrave, Binley and the estates around Warwick have their own quirks: lightweight frames, and doors that shrink as a new house dries out over its first couple of years.

## What's included

Each door is measured, trimmed to suit the floor finish, hung on new or existing hinges and fitted with its latch, handles and any lock. We seal the top and bottom edges of timber doors, because an unsealed edge draws in moisture and swells. Offcuts and packaging go with us.

## Sticking and dropping doors

Doors that stick seasonally usually swell with moisture in winter, and in houses on Coventry's clay the frames themselves can move a little as the ground dries out in summer. Many can be eased with a plane, a hinge adjustment or a longer screw into the frame rather than replaced, and we always try the simple fix first.

## Fire doors

In loft conversions, flats and HMOs, fire doors must be fitted with the right hinges, intumescent strips, smoke seals and closers, and with gaps that match the door's certification. We fit fire doors to the manufacturer's instructions so landlords and property managers get a door that actually does its job.

## Front doors and security

Hanging an external door is a bigger job involving locks and weatherproofing. If yours has been damaged in a break-in and won't secure, request an [emergency call-out](/emergency-callout) and we'll make it safe. Everything else can be [booked online](/book), with our call-out from {price:callout.standard} including the first hour; see the [price list](/prices) for door hanging.`,
    faqs: [
      {
        question: "Do you supply the doors?",
        answer:
          "We can fit doors you've bought or source them for you. Standard sizes usually arrive quickly; made-to-measure doors take longer.",
      },
      {
        question: "How many doors can you hang in a day?",
        answer:
          "Typically four to six internal doors, depending on how much trimming is needed and how many hinges and handles are being fitted.",
      },
      {
        question: "Can you cut down a door for new carpet?",
        answer:
          "Yes. We take the door off, trim the bottom to clear the new floor, seal the cut edge and rehang it.",
      },
      {
        question: "Do you paint the doors as well?",
        answer:
          "We can seal them ready for you to finish, or our decorators can paint them as part of an interior painting job.",
      },
    ],
  },
  {
    categoryPath: "carpentry",
    slug: "shelving-installation",
    parentSlug: "carpentry-joinery",
    name: "Shelving installation",
    summary:
      "Floating, alcove, bracket and garage shelving fitted level and fixed properly into brick, block or plasterboard so it never sags.",
    title: "Shelving Installation in Coventry | We Fix Coventry",
    metaDescription:
      "Shelves fitted securely in Coventry, Warwick and Leamington: floating shelves, alcove shelving, garage racking and bookcases, fixed properly to any wall.",
    h1: "Shelving installation in Coventry",
    intro:
      "Shelves that stay level and hold their load: we fit floating, alcove, garage and built-in shelving in homes in Coventry, Warwick, Kenilworth and Leamington Spa.",
    included: [
      "Scanning each wall for cables, pipes and studs",
      "Fixings chosen to suit brick, block or plasterboard",
      "Shelves scribed, levelled and fixed",
      "Anti-tip fixing for tall furniture",
      "Filling and touching up around fixings",
      "Packaging and offcuts removed",
    ],
    priceKeys: ["sub.carpentry.shelving-installation", "callout.standard", "labour.hour"],
    body: `## What we fit

- Floating shelves with concealed brackets
- Alcove shelving either side of a chimney breast
- Bracket and track shelving for studies and utility rooms
- Heavy-duty racking in garages and sheds
- Built-in shelving and simple made-to-measure bookcases
- Wall-hung cabinets and mirrored units

## Knowing the wall

The shelf is rarely the hard part; the wall behind it is. Victorian terraces in Earlsdon, Chapelfields and Leamington's Old Town have soft lime plaster over brick that crumbles around the wrong fixing. 1930s semis in Styvechale and Coundon often have solid brick with a hard sand-and-cement render. New builds in Chase Meadow, Woodloes Park and around Walsgrave are mostly plasterboard on timber or metal studs, and a floating shelf loaded with books will pull an ordinary plasterboard plug straight out.

We scan each wall for cables and pipes, find the studs or the solid masonry, and choose fixings to suit: resin or long masonry anchors in soft brick, heavy-duty cavity fixings or a hidden timber batten across the studs in plasterboard. That's why our shelves don't sag after six months.

## Alcove shelving

Chimney-breast alcoves are the classic spot in Coventry's older houses, and they're almost never square. We scribe each shelf to the walls and fit it on timber bearers or concealed brackets. Shelves can be cut from solid timber, oak-veneered board or MDF ready for painting, depending on your budget and the look you're after.

## What's included

We mark out with you so the spacing suits what's going on the shelves, fit the brackets or bearers, level and fix every shelf, and fill and touch up around fixings. If you've bought flat-pack shelving units, we can build them and fix them to the wall so they can't tip, which is worth doing in any home with young children.

## Landlords and rentals

For rented homes we fit shelving in a way that's easy to make good at the end of a tenancy, and we leave a note of the fixings used.

## Book a visit

Shelving is rarely urgent, but if a loaded shelf or wall cabinet is pulling away from the wall, empty it, keep people clear and request a prompt visit at our [emergency call-out page](/emergency-callout). Otherwise [book a slot online](/book). Our call-out starts from {price:callout.standard} and includes the first hour, which covers many single-shelf jobs; see the [price list](/prices) for larger installations.`,
    faqs: [
      {
        question: "Can you put floating shelves on plasterboard?",
        answer:
          "Yes, with the right fixing. We find the studs or fit a concealed batten so the shelf is carried by the frame, not the board.",
      },
      {
        question: "Do you supply the shelves?",
        answer:
          "We can fit shelves you've bought or cut shelves to size from timber or board. We agree the materials before the visit.",
      },
      {
        question: "Can you fix a bookcase or TV unit to the wall?",
        answer:
          "Yes. Anti-tip fixings are quick to fit and we recommend them for any tall furniture.",
      },
      {
        question: "Will you check for pipes and cables?",
        answer:
          "Always. We scan every wall before drilling and keep clear of the zones where cables are likely to run.",
      },
    ],
  },
  {
    categoryPath: "carpentry",
    slug: "kitchen-fitting",
    parentSlug: "carpentry-joinery",
    name: "Kitchen fitting",
    summary:
      "Flat-pack and rigid kitchen units, worktops, doors and appliances fitted level and square, with plumbing connected. No gas work.",
    title: "Kitchen Fitting in Coventry | We Fix Coventry",
    metaDescription:
      "Kitchen units, worktops, doors and appliances fitted in Coventry, Kenilworth and Leamington. Flat-pack or rigid units, fitted level and square. No gas work.",
    h1: "Kitchen fitting in Coventry",
    intro:
      "We fit flat-pack and rigid kitchens, replace worktops and swap doors in homes across Coventry, Kenilworth, Warwick and Leamington Spa, working carefully around the plumbing and electrics.",
    included: [
      "Setting out and levelling of base units",
      "Wall units hung on secure rails",
      "Worktops cut, jointed and sealed",
      "Sink, tap and waste connected",
      "Integrated and freestanding appliances fitted",
      "Plinths, panels, cornice and handles to finish",
    ],
    priceKeys: ["sub.carpentry.kitchen-fitting", "labour.day"],
    body: `## What we fit

- Base and wall units, flat-pack or pre-built rigid carcasses
- Laminate, solid wood and compact worktops, with joints, cut-outs and upstands
- Sinks and taps connected to the existing supply and waste
- Integrated and freestanding appliances, including dishwashers and washing machines
- Replacement doors, drawer fronts, handles and plinths
- Cornice, pelmet and end panels to finish

## Starting level

A kitchen is only as good as its setting out. Floors in older Coventry homes, particularly the Victorian terraces of Earlsdon and the back-kitchen extensions in Stoke and Foleshill, can fall by 20 millimetres or more across a room. We find the high point, mark a datum line and level every base unit on its legs so worktops sit flat, doors line up and drawers run smoothly. Wall units hang on rails fixed into masonry or studs, never just into plasterboard.

## Worktops

Laminate worktops are cut with a jig for tight mason's mitres or joined with jointing strips, and every cut edge is sealed against water. Solid wood tops are oiled on all faces before fitting, which matters in a hard-water area where the sink surround is wet and scaled most of the day. Hob and sink cut-outs follow the manufacturer's template.

## Gas, electrics and plumbing

We don't do gas work. A gas hob or cooker must be disconnected and reconnected by a Gas Safe registered engineer, and we'll coordinate timing with them. Plumbing for sinks, dishwashers and washing machines we handle ourselves. A new circuit for an electric oven or induction hob is notifiable, so it's carried out by our Part P registered electrician and certified.

## Refreshing an existing kitchen

Not every kitchen needs ripping out. If your carcasses are sound, new doors, a new worktop and new handles can transform a kitchen in Cheylesmore or Kenilworth with a fraction of the disruption. We'll tell you honestly whether a refresh will do.

## Full kitchen renovations

If you want the whole room done, including plastering, tiling and flooring, see our [kitchen renovations](/services/home-improvements/kitchen-renovations) service.

## Leaks and urgent problems

A leak under a newly fitted sink or a dishwasher flooding the floor should be isolated at the stopcock, then reported through our [emergency call-out page](/emergency-callout). For a new kitchen, [book a survey online](/book); our call-out starts from {price:callout.standard} including the first hour, and fitting rates are on the [price list](/prices).`,
    faqs: [
      {
        question: "Do you fit kitchens bought from the big DIY stores?",
        answer:
          "Yes. We fit flat-pack and rigid kitchens from most suppliers and check deliveries against the plan before we start.",
      },
      {
        question: "Can you connect my gas hob?",
        answer:
          "No, we don't do gas work. A Gas Safe registered engineer must connect gas appliances, and we'll plan the fit around their visit.",
      },
      {
        question: "How long does a kitchen fit take?",
        answer:
          "A typical kitchen takes several days once the old one is out, depending on its size, the worktop type and the appliances. You'll get a timetable before we start.",
      },
      {
        question: "Will I be without a sink?",
        answer:
          "Usually only for a day or two. We reconnect the sink as early in the fit as we can.",
      },
    ],
  },
  {
    categoryPath: "carpentry",
    slug: "flooring-installation",
    parentSlug: "carpentry-joinery",
    name: "Flooring installation",
    summary:
      "Laminate, engineered wood, LVT and sheet vinyl fitted on a properly prepared subfloor, with skirting, beading and thresholds finished.",
    title: "Flooring Installation in Coventry | We Fix Coventry",
    metaDescription:
      "Laminate, engineered wood, LVT and vinyl floors fitted in Coventry, Warwick and Leamington, with subfloor prep, underlay, skirting and thresholds done right.",
    h1: "Flooring installation in Coventry",
    intro:
      "Laminate, engineered wood, luxury vinyl tile and sheet vinyl, fitted on a properly prepared floor in homes in Coventry, Warwick, Kenilworth and Leamington Spa.",
    included: [
      "Lifting and removal of old flooring",
      "Subfloor repairs, overlay or levelling",
      "Moisture check and membrane on concrete",
      "Underlay suited to the floor and the room below",
      "Skirting, beading and threshold bars",
      "Doors trimmed to clear the new floor",
    ],
    priceKeys: ["sub.carpentry.flooring-installation", "labour.half-day", "labour.day"],
    body: `## Floors we fit

- Click-fit laminate
- Engineered wood, floating or glued down
- Luxury vinyl tile and click LVT
- Sheet vinyl for kitchens, bathrooms and utility rooms
- Replacement floorboards and plywood overlay on timber floors
- Skirting boards, scotia beading and door threshold bars

We don't fit carpet, but we can prepare the floor and trim the doors for your carpet fitter.

## Preparation is everything

Most flooring failures start with the subfloor, not the flooring. Suspended timber floors in Victorian terraces in Earlsdon and Chapelfields often have cupped or loose boards. We screw down loose boards, replace split ones and overlay with ply where a thin floor such as LVT would show every ridge, while leaving the airbricks that ventilate the void clear. Concrete floors in post-war homes in Tile Hill, Canley and Allesley are usually solid but sometimes damp, so we check moisture before fitting and lay a damp-proof membrane where needed. Uneven screeds get a levelling compound.

## What the visit includes

We move light furniture, lift the old flooring, prepare the subfloor, lay underlay suited to the floor and the room below, fit the new floor with expansion gaps at the edges, and finish with skirting, beading and thresholds. Doors come off and are trimmed to clear the new floor height. Old flooring and offcuts go with us.

## Flats and upstairs rooms

Many flats and converted houses in Leamington's Old Town and around Coventry city centre have lease conditions requiring acoustic underlay under hard floors. Check your lease before you choose; we'll fit an acoustic underlay that meets the specification.

## Underfloor heating

LVT and many engineered boards can go over underfloor heating with the right underlay and a temperature limit. Tell us about any heating pipes or mats before we start, because we won't fix anything through an area we can't map.

## Leaks under a floor

If flooring is lifting or soaked because of a leak, the water has to be stopped first, and our plumbers can help through our [emergency call-out page](/emergency-callout). New floors can be [booked online](/book) once the room has dried out. Our call-out starts from {price:callout.standard} including the first hour; see the [price list](/prices) for flooring work.`,
    faqs: [
      {
        question: "Do you fit carpet?",
        answer:
          "No, we fit hard floors only. We can lift the old flooring, prepare the subfloor and trim the doors ready for your carpet fitter.",
      },
      {
        question: "How long should new flooring acclimatise?",
        answer:
          "Wood and laminate should lie flat in the room, in unopened packs, for about 48 hours before fitting. LVT also benefits from a day at room temperature.",
      },
      {
        question: "Can you lay flooring over old tiles?",
        answer:
          "Often, if the tiles are firmly bonded and flat. Loose or hollow tiles need lifting first.",
      },
      {
        question: "Do you move furniture?",
        answer:
          "We move light furniture and can shift heavier pieces with your help. Please clear small and fragile items before we arrive.",
      },
    ],
  },
  // ---------------------------------------------------------------- painting
  {
    categoryPath: "painting",
    slug: "interior-painting",
    parentSlug: "painting-decorating",
    name: "Interior painting",
    summary:
      "Walls, ceilings, woodwork, stairs and radiators painted with proper preparation, stain-blocking and tidy dust-sheeted working.",
    title: "Interior Painting in Coventry | We Fix Coventry",
    metaDescription:
      "Rooms, hallways, ceilings, woodwork and doors painted in Coventry, Kenilworth and Leamington, with proper prep, filling and dust sheets. Tidy, careful painters.",
    h1: "Interior painting in Coventry",
    intro:
      "Single rooms, whole floors or end-of-tenancy repaints: we prepare and paint walls, ceilings and woodwork in homes in Coventry, Kenilworth, Warwick and Leamington Spa.",
    included: [
      "Floors and furniture protected",
      "Cracks filled, surfaces sanded and gaps caulked",
      "Stain-blocking primer over water marks",
      "Two coats on walls and ceilings as standard",
      "Woodwork in satin or gloss",
      "Tidy-up and removal of waste",
    ],
    priceKeys: ["sub.painting.interior-painting", "labour.day"],
    body: `## What we paint

- Walls and ceilings in emulsion
- Skirting boards, doors, frames and architraves in satin or gloss
- Stairs, spindles and banisters
- Radiators and exposed pipework
- Feature walls and big colour changes, including dark to light
- Stain-blocking over old water marks and smoke staining

## Preparation first

Good paint won't hide poor preparation. We protect floors and furniture, then fill cracks, sand and key old gloss, caulk the gap between skirting and wall, and spot-prime repairs so they don't show through as dull patches. Marks from old leaks get a stain-blocking primer first; without it they bleed through any number of emulsion coats.

## Older and newer homes

Victorian houses in Earlsdon, Chapelfields and Milverton in Leamington have lath and plaster ceilings, cornicing and picture rails, often with cracks that open and close with the seasons. We use flexible fillers and a light touch so we don't disturb the lath. If a ceiling is sagging or bulging, we stop and tell you rather than paint over the problem.

Homes built before the 1980s may have lead-based paint on the original woodwork. We test suspect paint before sanding and use wet abrading where needed, so dust isn't spread through your home.

New builds in places such as Chase Meadow and the estates around Binley show hairline cracks and nail pops as the timber settles in the first couple of years. We fill and prime these before repainting, because a fresh coat alone won't hide them.

## Landlords and letting agents

Between tenancies, time matters. We repaint in hard-wearing washable finishes, work to your turnaround date and can combine painting with small repairs in the same visit. For student lets near the universities and HMOs in Lower Stoke and Radford, a clean neutral finish goes a long way towards getting rooms relet quickly.

## Paint choices

We use trade-quality paints and can work with your chosen brand or colour-match a sample. Bathrooms and kitchens get a moisture-resistant finish, and hallways a scrubbable one.

## Booking

Painting is never an emergency, but if you're repainting after a leak, fix the leak and let the plaster dry out first; our plumbers can help through our [emergency call-out page](/emergency-callout). [Book a quote for painting online](/book) and see the [price list](/prices).`,
    faqs: [
      {
        question: "Do I need to move my furniture?",
        answer:
          "Clear small items and breakables; we'll move the larger furniture to the middle of the room and cover it.",
      },
      {
        question: "How many coats do you apply?",
        answer:
          "Normally two coats on walls and ceilings, and more for big colour changes. New plaster needs a diluted mist coat first.",
      },
      {
        question: "Can you paint over wallpaper?",
        answer:
          "Sometimes, if it's well stuck and smooth, but stripping usually gives a better result. We'll advise when we see it.",
      },
      {
        question: "How soon can I use the room?",
        answer:
          "Water-based paints are touch-dry within hours, so most rooms can be used the same evening. Gloss on woodwork takes longer to harden.",
      },
    ],
  },
  {
    categoryPath: "painting",
    slug: "exterior-painting",
    parentSlug: "painting-decorating",
    name: "Exterior painting",
    summary:
      "Render, pebble-dash, fascias, windows, doors, fences and railings painted with weather-resistant systems and proper preparation.",
    title: "Exterior Painting in Coventry | We Fix Coventry",
    metaDescription:
      "Masonry, render, fascias, windows, doors and fences painted in Coventry, Warwick and Kenilworth with proper prep and weather-resistant paints. Book a survey.",
    h1: "Exterior painting in Coventry",
    intro:
      "Weatherproof, long-lasting paintwork on render, masonry, front doors, window frames and garden timber in Coventry, Warwick, Kenilworth and Leamington Spa.",
    included: [
      "Written quote listing surfaces, preparation and paint system",
      "Protection of paths, plants and glazing",
      "Washing down, scraping and mould treatment",
      "Rot cut out and filled, bare timber and metal primed",
      "Top coats in masonry or microporous paint",
      "Clean-up at the end of the job",
    ],
    priceKeys: ["sub.painting.exterior-painting", "labour.day"],
    body: `## What we paint outside

- Rendered and pebble-dashed walls in masonry paint
- Window frames, sills and front doors
- Timber fascias, soffits and bargeboards
- Garden walls, fences, gates and sheds
- Metal railings and gates, with rust treatment
- Garage doors

## Why outside is different

Exterior paint has to cope with rain, frost and sunlight, so preparation matters even more than indoors. We wash down, scrape off flaking paint, cut out and fill rotten timber, treat mould and algae on north-facing walls, and prime bare wood and metal before any top coats go on.

Painting outdoors depends on the weather. We need dry surfaces and temperatures above about 5°C, so we schedule most exterior work between April and October and keep a close eye on the forecast.

## Houses we work on

Pebble-dashed 1930s semis in Coundon, Styvechale and Finham often need the walls sealed and painted once the original dash starts to look tired. Post-war homes in Willenhall and Wyken can have render that cracks, sometimes because of corroded wall ties, so we check cracks before painting over them and tell you if one needs a builder's opinion. Victorian terraces in Earlsdon have timber sash windows and decorative bargeboards that last for decades when they're maintained, but rot quickly once the paint is left to fail.

Leamington's Regency stucco, listed buildings in Warwick's historic centre and the conservation areas of Kenilworth may need specific colours or breathable paints. Check with the council's conservation officer first; we're happy to work to their specification.

## Access

We work from ladders and platforms on most two-storey Coventry houses. Where a scaffold tower or scaffolding is needed, it's included in the quote, and we never work at height in high wind or rain.

## What's included

A written quote listing the surfaces, the preparation and the paint system; protection of paths, plants and windows; all preparation and coats; and a tidy-up at the end. Exterior timber gets a microporous paint that lets it breathe, so moisture escapes instead of blistering the finish.

## Booking

Exterior painting is planned work, so [book a survey online](/book). If a storm has damaged a fascia, or a window frame is letting water in, a visit through our [emergency call-out page](/emergency-callout) can make it safe until it can be painted; our call-out starts from {price:callout.standard} including the first hour. See the [price list](/prices).`,
    faqs: [
      {
        question: "What time of year can you paint outside?",
        answer:
          "Ideally from spring to early autumn, when it's dry and above about 5°C. We'll reschedule rather than paint onto damp surfaces.",
      },
      {
        question: "Do you repair rotten window frames?",
        answer:
          "We cut out small areas of rot and fill them with a resin wood repair before painting. Badly rotten sections need replacing, which our carpenters can do.",
      },
      {
        question: "Can you paint pebble-dash?",
        answer:
          "Yes. It takes more paint and a long-pile roller, but it gives tired pebble-dash a clean, weatherproof finish.",
      },
      {
        question: "Is scaffolding included?",
        answer:
          "Ladders and platforms are included. If scaffolding is needed, it's shown in the written quote so there are no surprises.",
      },
    ],
  },
  // ---------------------------------------------------------------- security
  {
    categoryPath: "security",
    slug: "lock-repairs",
    parentSlug: "security-locks",
    name: "Lock repairs",
    summary:
      "Stiff, jammed and broken locks repaired: euro cylinders, mortice locks, uPVC multipoint mechanisms and window locks.",
    title: "Lock Repairs in Coventry | We Fix Coventry",
    metaDescription:
      "Stiff, jammed or broken locks repaired in Coventry, Kenilworth and Leamington: euro cylinders, mortice locks, uPVC door mechanisms and window locks.",
    h1: "Lock repairs in Coventry",
    intro:
      "Keys that won't turn, handles that flop, uPVC doors that won't lock: we repair and replace locks on homes across Coventry, Kenilworth, Warwick and Leamington Spa.",
    included: [
      "Diagnosis of the lock, mechanism and door alignment",
      "Hinge and keep adjustment so the door closes without force",
      "Replacement cylinders to anti-snap standards",
      "Multipoint gearbox or full mechanism replacement",
      "Lubrication and testing from both sides",
    ],
    priceKeys: ["sub.security.lock-repairs", "callout.standard", "callout.emergency"],
    body: `## Common lock problems

- A key that's stiff to turn or only works from one side
- A uPVC handle that drops and won't lift to lock
- A mortice key that turns but doesn't throw the bolt
- A key snapped off in the cylinder
- A lock that stopped working after the door dropped on its hinges
- Seized window locks or lost window keys

## uPVC door mechanisms

Most front and back doors fitted since the 1990s, from Wyken and Walsgrave to new builds in Chase Meadow in Warwick, use a multipoint lock: a gearbox in the door edge that drives hooks and rollers into the frame. When the door drops, or the gearbox wears, the handle stiffens and then fails. We adjust the hinges and keeps so the door closes without force, and replace the gearbox or the full mechanism if it's worn out. Often a simple realignment cures what looked like a broken lock.

## Cylinders and mortice locks

Euro cylinders wear, and some older ones can be snapped by a burglar in seconds. When we replace a cylinder, we fit one rated to anti-snap standards (TS 007 3-star or SS312 Diamond), so the repair improves your security too. Timber doors on older homes in Earlsdon and Stivichall often have a five-lever mortice lock, which we can service or replace with a British Standard BS 3621 lock, the type most insurers ask for.

## What the visit includes

We diagnose the fault, carry the common cylinder sizes and mechanisms in the van, repair or replace, lubricate and test from both sides, and check the door shuts and locks smoothly. If your mechanism is an uncommon pattern, we measure it and return with the right part, leaving the door secure in the meantime.

## Landlords and tenants

When tenants change in shared houses in Radford, Foleshill or near the Coventry universities, changing cylinders is quicker and cheaper than replacing whole locks. We can change every cylinder in a property in one visit and give the landlord or agent a note of key numbers.

## When to call urgently

If you can't lock your door at night, or you're locked out, don't wait. Request an [emergency call-out](/emergency-callout) and we'll make the door secure the same day. Non-urgent repairs can be [booked online](/book), where our call-out starts from {price:callout.standard} including the first hour; see the [price list](/prices) for parts and emergency rates.`,
    faqs: [
      {
        question: "My uPVC door handle is stiff. Is the lock broken?",
        answer:
          "Not always. Stiffness usually means the door has dropped and the hooks are catching the frame, which a hinge and keep adjustment can fix.",
      },
      {
        question: "Can I have one key for all my doors?",
        answer:
          "Yes, we can supply keyed-alike cylinders so one key opens the front and back doors.",
      },
      {
        question: "What's an anti-snap lock?",
        answer:
          "A cylinder designed so that, if attacked, it breaks at a sacrificial line and the locking part stays intact. Look for TS 007 3-star or SS312 Diamond markings.",
      },
      {
        question: "Do you repair window locks?",
        answer:
          "Yes, we free seized window locks, replace handles and supply keys for common window lock types.",
      },
    ],
  },
  {
    categoryPath: "security",
    slug: "security-upgrades",
    parentSlug: "security-locks",
    name: "Security upgrades",
    summary:
      "A practical walk-round of your home, then anti-snap locks, hinge bolts, gate locks, security lights and video doorbells fitted.",
    title: "Home Security Upgrades in Coventry | We Fix Coventry",
    metaDescription:
      "Anti-snap locks, door chains, window locks, security lights and video doorbells fitted in Coventry, Warwick and Leamington to make your home harder to burgle.",
    h1: "Home security upgrades in Coventry",
    intro:
      "Practical upgrades that make your home a harder target, fitted by DBS-checked engineers across Coventry, Warwick, Kenilworth and Leamington Spa.",
    included: [
      "A walk-round of your home pointing out weak spots",
      "Supply and fitting of the upgrades you choose",
      "Anti-snap cylinders and British Standard locks",
      "Gate, shed and outbuilding security",
      "Video doorbells and lights set up and explained",
    ],
    priceKeys: ["sub.security.security-upgrades", "labour.hour", "labour.half-day"],
    body: `## Start with a walk-round

Most burglars look for the easy option: a back door with an old cylinder, a side gate left unbolted, a ground-floor window with no lock. On a security visit, our engineer walks round your home with you, points out the weak spots and then fits the upgrades you choose. There's no hard sell and no scaremongering, just a practical list.

## Upgrades we fit

- Anti-snap euro cylinders (TS 007 3-star or SS312 Diamond)
- British Standard BS 3621 mortice deadlocks on timber doors
- Door chains, door limiters and door viewers
- Hinge bolts and reinforcing bars for doors that might be kicked
- Key-operated window locks
- Side gate locks and bolts
- PIR security lighting
- Video doorbells and smart cameras, fitted and connected to your Wi-Fi

## Back and side access

The back of a house is where most break-ins start, because it's out of sight. In the Victorian terraces of Earlsdon and Chapelfields, the way in is often a shared back entry running behind the houses, so a lockable gate at the end of your yard and a properly locked back door make a big difference. In 1930s semis in Whitley and Cheylesmore, a tall side gate with a bolt on the inside is one of the best-value changes you can make.

## Older front doors

Timber front doors on older Coventry homes often have a nightlatch and nothing else, and a nightlatch alone can be slipped. Adding a BS 3621 deadlock and a pair of hinge bolts makes the door far stronger and usually satisfies insurers.

## Landlords, HMOs and agents

Shared houses in Lower Stoke, Foleshill and Sydenham in Leamington need lockable bedroom doors that can still be opened from inside without a key, so tenants can escape in a fire. We fit thumb-turn locks and escape-compliant hardware that meets both needs.

## Personal safety

For older or vulnerable residents, a door chain, a wide-angle viewer and a video doorbell mean they can see who's calling before opening the door. We explain how each one works and leave simple written instructions.

## After a break-in

If you've been burgled and a door or window won't secure, request an [emergency call-out](/emergency-callout) and we'll board up or re-secure the property the same day. Planned upgrades can be [booked online](/book); our call-out starts from {price:callout.standard} including the first hour, and the rest is on the [price list](/prices).`,
    faqs: [
      {
        question: "Will better locks reduce my insurance premium?",
        answer:
          "Some insurers offer lower premiums, or insist on certain locks such as BS 3621 mortice deadlocks. Check your policy; we'll confirm in writing what we've fitted.",
      },
      {
        question: "Can you fit a video doorbell without existing wiring?",
        answer:
          "Yes, battery models need no wiring. Wired models can run from an existing bell transformer or a new supply fitted by our electrician.",
      },
      {
        question: "Do you install burglar alarms?",
        answer:
          "We fit wireless smart alarm kits and cameras. For monitored or police-response alarms you'll need a specialist alarm company.",
      },
      {
        question: "Can you secure a shed or garage?",
        answer:
          "Yes, with heavy hasps, closed-shackle padlocks, ground anchors for bikes and extra bolts on the doors.",
      },
    ],
  },
  {
    categoryPath: "security",
    slug: "door-window-security",
    parentSlug: "security-locks",
    name: "Door and window security",
    summary:
      "Letterbox guards, hinge bolts, sash stops, window restrictors and anti-lift blocks to strengthen the doors and windows burglars target.",
    title: "Door & Window Security in Coventry | We Fix Coventry",
    metaDescription:
      "Secure your doors and windows in Coventry, Kenilworth and Leamington: multipoint locks, hinge bolts, window restrictors, letterbox guards and patio door locks.",
    h1: "Door and window security in Coventry",
    intro:
      "Strengthening the frames, hinges, letterboxes and window locks that burglars actually target, on homes across Coventry, Kenilworth, Warwick and Leamington Spa.",
    included: [
      "Check of every external door and accessible window",
      "Supply and fitting of the agreed hardware",
      "Doors and windows adjusted so locks engage without force",
      "Escape-friendly restrictors and releases",
      "Keys labelled and handed over",
    ],
    priceKeys: ["sub.security.door-window-security", "labour.hour", "labour.half-day"],
    body: `## Where doors and windows are weak

A good lock won't help much if the door around it is weak. Burglars test letterboxes, hinges, glazing beads and patio door tracks as often as the lock itself, so we look at the whole opening, not just the cylinder.

## Doors

- Letterbox guards and cages to stop anyone fishing for keys
- Hinge bolts on older timber doors and outward-opening doors
- Reinforcing plates around the lock and the strike
- Replacement multipoint locks and keeps on uPVC and composite doors
- Secondary locks on patio and French doors

## Windows

- Key-operated locks on timber and uPVC casements
- Sash stops and locks on Victorian sliding sashes
- Restrictors on upstairs windows, especially in children's rooms
- Replacement locking handles
- Anti-lift blocks on older sliding patio doors

## Housing we see

Early uPVC windows in post-war homes in Bell Green, Holbrooks and Tile Hill were often fitted with external glazing beads that can be prised off from outside. We fit security clips or glazing tape so the glass can't simply be lifted out. Victorian sash windows in Earlsdon and Leamington's Old Town usually have nothing more than a fitch catch at the meeting rails, so we add sash stops that let you open the window a few inches for air while it stays locked. Sliding patio doors from the 1980s and 1990s, common in Allesley and Finham, can sometimes be lifted off their tracks, and anti-lift blocks stop that.

## Security without trapping anyone

Security shouldn't stop you getting out in a fire. The restrictors we fit can be released by an adult, and we avoid arrangements that leave a window lockable only with a key you can't find in the dark. In HMOs in Coventry and Leamington Spa, a bedroom window that's the escape route must open fully without a key, so we fit a releasable restrictor rather than a lock on that window.

## What's included

A check of every external door and accessible window, supply and fitting of the hardware you agree to, adjustment of doors and windows so locks engage without force, and keys labelled and handed over. We'll tell you which improvements give the most security for your money.

## After a break-in or damage

If a door or window has been forced and can't be secured, request an [emergency call-out](/emergency-callout) and we'll make it safe the same day. Planned work can be [booked online](/book); our call-out starts from {price:callout.standard} including the first hour, and hardware prices are on the [price list](/prices).`,
    faqs: [
      {
        question: "Are window restrictors a legal requirement?",
        answer:
          "They're strongly recommended for upstairs windows where children live and are often required in HMOs, but they must be releasable for escape.",
      },
      {
        question: "Can you make sash windows secure without spoiling them?",
        answer:
          "Yes. Sash stops and discreet locks fit into the frame and keep the window's original look.",
      },
      {
        question: "My patio door feels loose. Is it a security risk?",
        answer:
          "Possibly. Older sliding doors can sometimes be lifted from their track, and anti-lift blocks or a secondary lock solve that quickly.",
      },
      {
        question: "Will a letterbox guard stop my post?",
        answer:
          "No, post drops through as normal. The guard just stops anyone reaching through to the keys or the handle.",
      },
    ],
  },
  {
    categoryPath: "security",
    slug: "key-cutting",
    parentSlug: "security-locks",
    name: "Key cutting and spare keys",
    summary:
      "New keys after losing a set, keyed-alike cylinders, master-key suites for landlords and restricted keys ordered with proof of ownership.",
    title: "Key Cutting & Spare Keys in Coventry | We Fix Coventry",
    metaDescription:
      "Spare keys, replacement keys for lost sets, keyed-alike cylinders and restricted keys in Coventry, Warwick and Leamington. Key numbers recorded for landlords.",
    h1: "Key cutting and spare keys in Coventry",
    intro:
      "Spare keys, lost keys and one key for every door: we sort keys and cylinders at your property in Coventry, Warwick, Kenilworth and Leamington Spa, without a trip into town.",
    included: [
      "Entitlement checks before any key is supplied",
      "New cylinders with factory-cut keys when keys are lost",
      "Keys supplied to code where the lock allows",
      "Keyed-alike and master-keyed cylinder suites",
      "Restricted keys ordered through the registered supplier",
      "Key schedule recorded for landlords and agents",
    ],
    priceKeys: ["sub.security.key-cutting", "callout.standard"],
    body: `## When you need us rather than a shop

A high-street key cutter can copy a standard key you hand over the counter. We come out when that isn't enough:

- You've lost every key and need a working one again
- Your keys are so worn that a copy won't turn
- You want the front, back and garage doors on one key
- You need a batch of keys for tenants or staff
- You have restricted-profile keys that can't be copied without authorisation
- You need window lock or uPVC handle keys

## Lost keys

If every key is gone, the safest answer is usually new cylinders rather than making a key for the old lock, because anyone who found your keys could still use them. We fit new cylinders and hand you a fresh set of keys in the same visit. On mortice locks we can often fit a new lock case and keys, or change the levers in the existing lock so old keys no longer work.

## Worn keys

Copies of copies get less accurate each time. If your key only works with a jiggle, it's worn. We can supply new keys to the cylinder's code or replace the cylinder so every key is cut from the original specification.

## Keyed alike and master keys

Keyed-alike cylinders let one key open every external door, which makes life much easier for families and older residents. For landlords of shared houses in Coventry's Lower Stoke and Radford, or Whitnash in Leamington, a master-keyed suite means each tenant has a key for their room and the front door, while the landlord or agent holds one key for everything. We plan the key schedule with you and record the key numbers.

## Restricted keys

Restricted key systems can only be duplicated on the registered holder's authority, usually with a key card. Keys for these are ordered through the authorised supplier. We arrange the order and fitting, but we'll need to see your key card or proof of ownership.

## Checks we make

We only supply keys or change locks for someone entitled to them. For a home, that means ID and proof of address. For a rental, we need the landlord's or agent's authorisation.

## Locked out now?

If you're on the doorstep without a key, request an [emergency call-out](/emergency-callout). Key and cylinder work can be [booked online](/book), with the call-out from {price:callout.standard} including the first hour; see the [price list](/prices) for cylinders and keys.`,
    faqs: [
      {
        question: "Can you make a key without the original?",
        answer:
          "For many cylinders and mortice locks we can supply keys to the lock's code or by replacing the cylinder. We check entitlement before supplying any key.",
      },
      {
        question: "Is it better to get new keys or new locks?",
        answer:
          "If keys were lost or stolen, a new cylinder with a full set of keys is quick and far more secure than copying a key for the old lock.",
      },
      {
        question: "Can I have one key for the front and back doors?",
        answer:
          "Yes, we fit keyed-alike cylinders so one key works on both, and we can include the garage or side gate where the locks allow.",
      },
      {
        question: "Do you cut car keys?",
        answer:
          "No, we only deal with property locks and keys. For car keys, contact an auto locksmith or your dealer.",
      },
    ],
  },
  {
    categoryPath: "security",
    slug: "digital-locks",
    parentSlug: "security-locks",
    name: "Digital and smart locks",
    summary:
      "Keypad, app-controlled and push-button code locks fitted and set up for homes, rentals and offices, always with a backup way in.",
    title: "Digital & Smart Lock Fitting Coventry | We Fix Coventry",
    metaDescription:
      "Keypad, smart and code locks fitted in Coventry, Kenilworth and Warwick for homes, lets and offices, with codes, app and backup keys set up for you.",
    h1: "Digital lock fitting in Coventry",
    intro:
      "Keypad, app-controlled and code locks fitted and set up on homes, rental properties and offices across Coventry, Kenilworth, Warwick and Leamington Spa.",
    included: [
      "Door check and advice on a lock that will fit properly",
      "Fitting of the lock and any new cylinder or handle",
      "App, master code and user codes set up",
      "Mechanical key override or emergency power checked",
      "Handover on changing codes and batteries",
    ],
    priceKeys: ["sub.security.digital-locks", "labour.hour"],
    body: `## Why people choose digital locks

- No more hiding a key under a plant pot for family or carers
- Landlords and agents can change codes between tenants without changing locks
- Short-stay and holiday lets can issue temporary codes remotely
- Offices can give each member of staff their own code and remove it when they leave
- Older residents can let carers in without handing out keys

## Types we fit

- Smart euro cylinders that replace your existing cylinder and work from an app
- Keypad multipoint handle sets for uPVC and composite doors
- Mechanical push-button code locks for gates, stores and internal office doors
- Smart locks with fingerprint readers
- Keypad locks for bedroom doors in shared houses

## Choosing the right one

Not every smart lock suits every door. A uPVC door on a 1990s house in Walsgrave or Binley needs a lock that works with its multipoint gearbox, while a timber door on an Earlsdon terrace may need a different backset. Many smart cylinders stand further proud of the door than a standard one, which can undo anti-snap protection, so we recommend models that still meet TS 007 or SS312 standards. We check your door and suggest locks that will fit properly before you buy anything.

## Setup and handover

We fit the lock, set up the app and master code, add users and codes for you, test from both sides and show you how to change the batteries. Every lock we fit has a mechanical key override or an emergency power point, so a flat battery won't leave you stuck outside.

## Landlords and HMOs

Keypad bedroom locks in shared houses in Lower Stoke, or in Canley near the University of Warwick, remove the cost of replacing lost keys every year. We make sure each bedroom lock can always be opened from the inside without a code, as fire safety requires.

## Offices and commercial

Code locks on office doors, comms rooms and stores in Coventry city centre and in Leamington business units are quick to fit and easy to manage when staff change.

## Lock failure

If a digital lock has failed and you can't get in, try the key override or emergency power first, then request an [emergency call-out](/emergency-callout). New installations can be [booked online](/book), with our call-out from {price:callout.standard} including the first hour; see the [price list](/prices).`,
    faqs: [
      {
        question: "What happens when the batteries run out?",
        answer:
          "Most locks warn you for weeks beforehand, and every lock we fit has a key override or an external emergency power point.",
      },
      {
        question: "Can I use a smart lock on my uPVC door?",
        answer:
          "Yes, with a smart cylinder or a keypad handle set made for multipoint doors. We check the door before recommending one.",
      },
      {
        question: "Are smart locks secure?",
        answer:
          "Good ones are, provided they meet recognised standards such as TS 007 or SS312 and you keep the app and codes private.",
      },
      {
        question: "Can you fit a smart lock I've bought online?",
        answer:
          "Yes, if it suits your door. Tell us the make and model when you book and we'll check it first.",
      },
    ],
  },
  {
    categoryPath: "security",
    slug: "emergency-lockout",
    parentSlug: "security-locks",
    name: "Emergency lockout",
    summary:
      "Same-day help when you're locked out, using non-destructive entry first, with ID and proof of residence checked before we leave.",
    title: "Emergency Lockout Service Coventry | We Fix Coventry",
    metaDescription:
      "Locked out in Coventry, Warwick, Kenilworth or Leamington? We try non-destructive entry first and check ID and proof of residence. Same-day visits.",
    h1: "Emergency lockout help in Coventry",
    intro:
      "Locked out, key snapped or lock jammed? We aim to get you back in the same day, by non-destructive entry wherever possible, across Coventry, Warwick, Kenilworth and Leamington Spa.",
    included: [
      "Same-day attendance, {hours}",
      "Non-destructive entry attempted first",
      "Photo ID and proof of residence checked",
      "Snapped key extraction where possible",
      "Replacement cylinder fitted if the lock has to be drilled",
      "Door left locking and secure before we go",
    ],
    priceKeys: ["sub.security.emergency-lockout", "callout.emergency"],
    body: `## What to do first

- Check whether anyone else has a spare key: a family member, neighbour, landlord or letting agent
- If a child or vulnerable person is alone inside, or something is cooking on the hob, call 999 first
- Request an [emergency call-out](/emergency-callout) and tell us the door type and lock if you know them

## Non-destructive entry first

Our first choice is always to get you in without damaging the door or the lock. A door that has simply closed on a nightlatch can usually be opened with specialist tools in minutes, and a uPVC door that was pulled shut without being locked with the key normally opens without damage too. Only when a door is deadlocked, or non-destructive methods fail, do we drill or remove the cylinder, and we'll tell you before we do. If the lock has to be destroyed, we fit a replacement on the spot so your home is secure when we leave.

## Proof of identity and residence

Before we open any door, we check that you're entitled to go in. We'll ask for photo ID and something showing you live there, such as a utility bill, council tax letter, bank statement or tenancy agreement. If those documents are inside, we check them as soon as the door is open, before we leave. For tenants, we may also contact the landlord or letting agent. These checks protect you as much as anyone.

## Where we cover

We're based in Coventry and cover CV1 to CV6, from student flats in the city centre and Lower Stoke to family homes in Allesley, Wyken, Finham and Willenhall. We also cover Warwick (CV34 and CV35), Kenilworth (CV8) and Leamington Spa (CV31 to CV33), and we're open {hours}.

## Snapped keys and jammed locks

A key snapped in the lock can often be extracted without harming the cylinder. A multipoint mechanism that has failed with the door locked is harder, but we carry replacement gearboxes and cylinders in the most common sizes.

## Pricing

Call-outs start from {price:callout.standard} and include the first hour on site. The same-day emergency rate, and the cost of any replacement cylinder or lock, are shown on the [price list](/prices), and we confirm the cost before starting.

## Preventing the next one

Once you're back in, we can supply spare keys, fit a key safe for a trusted spare, or fit a keypad lock so you can't be locked out again. See [key cutting](/services/security/key-cutting) and [digital and smart locks](/services/security/digital-locks).`,
    faqs: [
      {
        question: "Will you damage my door?",
        answer:
          "We always try non-destructive entry first, and most lockouts are solved that way. If a lock must be drilled, we tell you first and fit a new one before we leave.",
      },
      {
        question: "What ID do I need?",
        answer:
          "Photo ID plus proof you live at the address, such as a utility bill, council tax letter or tenancy agreement. If it's inside, we check it once the door is open.",
      },
      {
        question: "I rent my home. Can you still help?",
        answer:
          "Yes. We may contact your landlord or letting agent to confirm, and we leave the property with a working lock and keys.",
      },
      {
        question: "How quickly can you get to me?",
        answer:
          "We offer same-day emergency call-outs {hours} and give you an arrival estimate when you book.",
      },
    ],
  },
  // ----------------------------------------------------------------- general
  {
    categoryPath: "general",
    slug: "window-repairs",
    parentSlug: "general-repairs",
    name: "Window repairs",
    summary:
      "uPVC hinges, handles and locks replaced, misted units swapped, sash cords renewed and rotten timber repaired instead of replaced.",
    title: "Window Repairs in Coventry | We Fix Coventry",
    metaDescription:
      "Sticking, draughty or broken windows repaired in Coventry, Kenilworth and Leamington: uPVC hinges and handles, sash cords, timber rot and misted glass units.",
    h1: "Window repairs in Coventry",
    intro:
      "Windows that stick, won't lock, let in draughts or have misted between the panes: we repair uPVC, aluminium and timber windows in Coventry, Kenilworth, Warwick and Leamington Spa.",
    included: [
      "Diagnosis of hinge, lock, seal or timber problems",
      "Friction hinges, handles and espagnolette locks replaced",
      "Sealed glass units measured and replaced",
      "Sash cords renewed and sashes freed",
      "Timber rot cut out and spliced or resin-repaired",
      "Trickle vents and restrictors fitted",
    ],
    priceKeys: ["sub.general.window-repairs", "callout.standard", "labour.hour"],
    body: `## Common window faults

- uPVC windows that have dropped and drag on the frame
- Broken friction hinges, so the window flaps or won't open
- Handles that spin or won't lock
- Misted double glazing where the unit's seal has failed
- Rotten sills and bottom rails on timber windows
- Sash windows with broken cords or painted shut
- Draughts from worn seals and gaps

## uPVC and aluminium windows

Most uPVC windows in Coventry went in from the 1990s onwards, and their hinges, handles and espagnolette locks wear out long before the frames do. Friction hinges corrode and stiffen, and windows drop until they catch the frame. We replace hinges, handles and locking gear with matched parts and adjust the sash so it closes onto its seals. A misted unit can be replaced without changing the whole window; we measure it and order a sealed unit to size.

## Timber and sash windows

Victorian terraces in Earlsdon, Chapelfields and Leamington's Old Town often still have their original sliding sashes, and they're worth keeping. We replace broken cords, free painted-shut sashes, fit brush-strip draught-proofing and splice in new timber where a sill or bottom rail has rotted, rather than replacing the whole window. For listed buildings in Warwick and conservation areas in Kenilworth, repair is often the only option the council will accept anyway.

## Condensation and mould

Windows streaming with condensation every morning are common in post-war flats, and in 1930s semis in Whitley and Coundon where replacement windows were fitted without trickle vents. We can add trickle vents to many frames, and we'll point out other causes we notice, such as a blocked extractor fan or clothes drying indoors.

## Restrictors and safety glass

On upstairs windows, especially in rented homes, we fit restrictors that can be released for escape. Glass in doors and low-level panels should be safety glass, and we'll flag it if a broken pane needs toughened or laminated replacement.

## Broken glass and emergencies

A smashed window, especially after a break-in or a storm, needs making safe quickly. Request an [emergency call-out](/emergency-callout) and we'll board up or temporarily secure the opening the same day. Routine repairs can be [booked online](/book); our call-out starts from {price:callout.standard} including the first hour, and parts are on the [price list](/prices).`,
    faqs: [
      {
        question: "Do I need a new window if it's misted between the panes?",
        answer:
          "No. The sealed glass unit can be replaced on its own while the existing frame stays in place.",
      },
      {
        question: "Can you repair sash windows?",
        answer:
          "Yes, including new cords, rebalancing, draught-proofing and repairs to rotten timber.",
      },
      {
        question: "Do you fit complete new windows?",
        answer:
          "We repair windows and replace their parts and glass units. Complete replacement windows need a FENSA or CERTASS registered installer so the work is certified for building regulations.",
      },
      {
        question: "My window won't lock. Is that an emergency?",
        answer:
          "If it's on the ground floor or otherwise easy to reach, we treat it as urgent and can make it secure the same day.",
      },
    ],
  },
  // ------------------------------------------------------- home-improvements
  {
    categoryPath: "home-improvements",
    slug: "kitchen-renovations",
    parentSlug: "home-improvements",
    name: "Kitchen renovations",
    summary:
      "Complete kitchen projects from strip-out to decoration: plumbing, Part P electrics, plastering, flooring, tiling and fitting, coordinated.",
    title: "Kitchen Renovations in Coventry | We Fix Coventry",
    metaDescription:
      "Full kitchen renovations in Coventry, Warwick and Leamington: strip-out, plastering, electrics, plumbing, tiling, flooring and fitting, managed as one project.",
    h1: "Kitchen renovations in Coventry",
    intro:
      "From strip-out to the final coat of paint, we manage complete kitchen renovations in homes in Coventry, Warwick, Kenilworth and Leamington Spa, with one team and one point of contact.",
    included: [
      "Survey, measured layout and written quote",
      "Strip-out and disposal of the old kitchen",
      "Plumbing alterations and Part P certified electrics",
      "Plastering, flooring and tiling",
      "Unit, worktop and appliance fitting",
      "Decoration and a final clean",
    ],
    priceKeys: ["sub.home-improvements.kitchen-renovations", "labour.day"],
    body: `## A whole-room project

A kitchen renovation is more than fitting units. It usually means stripping out the old kitchen, moving or adding sockets and lights, altering the plumbing, re-plastering or making good the walls, new flooring, tiling or splashbacks, fitting the units and worktops, and then decorating. We plan and coordinate all of it so each stage happens in the right order and you're not left chasing different trades.

## What a typical project includes

- Site survey, measured plan and written quote
- Strip-out and disposal of the old kitchen
- First-fix plumbing and electrics
- Plastering and making good
- New flooring
- Units, worktops and appliances
- Tiling or splashbacks
- Second-fix electrics, decorating and a final clean

## Electrics and gas

New kitchen circuits, for an induction hob or an electric oven for example, are notifiable under Part P, so that work is carried out by our Part P registered electrician and you receive an Electrical Installation Certificate. We don't do gas work: if you're keeping a gas hob or moving a gas supply, a Gas Safe registered engineer needs to do it, and we'll schedule the project around their visits.

## Knocking through

Many owners of 1930s semis in Styvechale, Finham and Coundon want to open the kitchen into the back dining room. Taking out a load-bearing wall needs a structural engineer's calculations, a steel beam and building control sign-off. We carry out non-structural alterations and will tell you straight away if a wall is load-bearing, so the right professionals are involved before work begins.

## Living through it

Most kitchen renovations take two to four weeks depending on scope. We'll help you set up a temporary kitchen elsewhere in the house, reconnect a sink as early as possible and contain dust with sheeting and zip doors. In the Victorian terraces of Earlsdon and Chapelfields, where the kitchen is at the back of a narrow house and parking is tight, we plan deliveries and waste removal carefully.

## Landlords and rental refurbishments

For rented homes in Coventry and Leamington Spa, a durable mid-range kitchen fitted quickly between tenancies is often the best investment a landlord can make. We work to the letting agent's timetable and hand over photos of the finished job.

## Getting started

[Book a survey online](/book). Each project is quoted individually because no two kitchens are the same, and our standard day rates are on the [price list](/prices). If a leak or electrical fault in your current kitchen can't wait, request an [emergency call-out](/emergency-callout).`,
    faqs: [
      {
        question: "Do you design kitchens?",
        answer:
          "We measure up and produce a practical layout, and we're happy to work from a design drawn up by your kitchen supplier.",
      },
      {
        question: "Can you move my sink to a different wall?",
        answer:
          "Usually, provided we can get enough fall on the waste pipe. We check the route during the survey.",
      },
      {
        question: "Do I need building regulations approval?",
        answer:
          "Notifiable electrical work is certified by our Part P registered electrician. Structural alterations need separate building control approval, which we'll flag at the survey.",
      },
      {
        question: "Will I have a working kitchen during the work?",
        answer:
          "Not for most of the project, but we'll help you set up a temporary space and get the sink back as early as we can.",
      },
    ],
  },
  {
    categoryPath: "home-improvements",
    slug: "bathroom-renovations",
    parentSlug: "home-improvements",
    name: "Bathroom renovations",
    summary:
      "Bathrooms, shower rooms and ensuites renovated from stripped walls to finished silicone, with waterproofing done properly.",
    title: "Bathroom Renovations in Coventry | We Fix Coventry",
    metaDescription:
      "Complete bathroom and shower room renovations in Coventry, Kenilworth and Leamington: strip-out, plumbing, tiling, electrics and fitting, managed by one team.",
    h1: "Bathroom renovations in Coventry",
    intro:
      "New bathrooms, shower rooms, ensuites and cloakrooms, planned and built from stripped walls to finished silicone, in Coventry, Kenilworth, Warwick and Leamington Spa.",
    included: [
      "Survey, layout and written quote",
      "Strip-out of the old suite and tiles",
      "Pipework alterations and isolation valves",
      "Backer board and tanking in wet areas",
      "Suite, furniture and tiling fitted",
      "Extractor fan and lighting by our Part P registered electrician",
    ],
    priceKeys: ["sub.home-improvements.bathroom-renovations", "labour.day"],
    body: `## What's involved

- Survey, layout and written quote
- Strip-out of the old suite, tiles and boxing-in
- Alterations to supply and waste pipework
- Plastering, tile backer board and waterproof tanking in wet areas
- New bath, shower, basin, toilet and furniture
- Wall and floor tiling
- Extractor fan, lighting and shaver point
- Silicone, decorating and a final clean

## Waterproofing done properly

Most of the bathroom leaks we're called to in Coventry homes come from showers tiled straight onto plasterboard or old plaster. Water gets through the grout, soaks the board and ends up on the ceiling below. On our renovations, shower areas are boarded with cement-based or waterproof backer board and tanked before tiling, and trays are fully supported so they can't flex and break the seal.

## Electrics in bathrooms

New lighting, extractor fans and electric showers in a bathroom come under special location rules and often need new circuits, which is notifiable under Part P. That work is carried out by our Part P registered electrician and you receive the appropriate certificate. A properly ducted extractor fan is one of the best things you can add: bathrooms without one in post-war homes in Tile Hill and Canley often suffer from black mould.

## Hot water and gas

We don't do gas work. If your hot water comes from a combi boiler that needs moving, replacing or upgrading for a bigger shower, that's a job for a Gas Safe registered engineer, and we'll plan around them. We'll tell you whether your existing hot water can run the shower you've chosen. With Coventry's hard water, we also recommend shower heads with easy-clean rubber nozzles so scale can be rubbed off.

## Awkward spaces

Victorian terraces in Earlsdon and Chapelfields often have the bathroom squeezed into the back extension, with a sloping ceiling and an old timber floor. New builds in Chase Meadow and Woodloes Park have compact ensuites with little room for error. We plan the layout around the soil pipe, the floor structure and the window, and we'll tell you honestly if a layout won't work.

## How long it takes

A typical family bathroom takes one to two weeks. If it's your only bathroom, we sequence the work to keep a working toilet overnight wherever we can and keep the time without one as short as possible.

## Get a quote

[Book a survey online](/book). Every renovation is quoted individually, and our standard day rates are on the [price list](/prices). For a leak that can't wait, use our [emergency call-out page](/emergency-callout).`,
    faqs: [
      {
        question: "Can you turn my bath into a walk-in shower?",
        answer:
          "Yes, it's one of our most common projects. We check the waste route and the floor first, because a low-profile or level-access tray may need the floor altered.",
      },
      {
        question: "Do you supply the bathroom suite?",
        answer:
          "We can supply one or fit a suite you've chosen. Either way, we check the deliveries before starting so nothing is missing on the day.",
      },
      {
        question: "Do you do the tiling?",
        answer:
          "Yes, wall and floor tiling is part of our bathroom renovations, always on properly prepared and waterproofed surfaces.",
      },
      {
        question: "Will the water be off for the whole project?",
        answer:
          "No. We fit isolation valves early on so the rest of the house keeps its water for most of the work.",
      },
    ],
  },
  // --------------------------------------------------------------- appliance
  {
    categoryPath: "appliance",
    slug: "washing-machine-installation",
    parentSlug: "appliance-installation",
    name: "Washing machine installation",
    summary:
      "Washing machines, washer-dryers and dishwashers plumbed in, levelled and leak-tested, with transit bolts out and the old machine removed.",
    title: "Washing Machine Installation Coventry | We Fix Coventry",
    metaDescription:
      "Washing machines and dishwashers installed in Coventry, Warwick and Leamington: new valves, waste connections, levelling and a leak check, old machine removed.",
    h1: "Washing machine installation in Coventry",
    intro:
      "New washing machine arrived but no one to connect it? We install, plumb in and level washing machines, washer-dryers and dishwashers across Coventry, Warwick, Kenilworth and Leamington Spa.",
    included: [
      "Old machine disconnected and removed on request",
      "Supply valve fitted or replaced",
      "Waste connected to a standpipe or sink trap",
      "Transit bolts removed",
      "Machine levelled and test cycle run",
      "Every joint checked for leaks",
    ],
    priceKeys: ["sub.appliance.washing-machine-installation", "callout.standard"],
    body: `## What we do

- Disconnect and take out your old machine
- Fit or replace the cold-water supply valve
- Connect the waste to a standpipe or a sink trap spigot, with the hose looped high to stop siphoning
- Remove the transit bolts, which is vital before first use
- Level the machine on its feet so it doesn't walk across the floor on a spin
- Run a test cycle and check every connection for leaks
- Slide it into place and leave the area tidy

## When there's no plumbing yet

If you're moving the washing machine from the kitchen to a utility room or garage, or there's never been one where you want it, we can run a new supply and waste. In Victorian terraces in Earlsdon and Chapelfields, the waste often has to go through a solid wall to an outside gully. In new-build flats around Coventry city centre, we need to connect into the existing waste stack, so we check the route first.

## Integrated machines

Integrated washing machines and dishwashers need the kitchen door fixed to the front of the machine, and the plinth and panels trimmed to suit. We take our time so the door lines up with the rest of your kitchen.

## Hard water

The hard water across Coventry and Warwickshire shortens the life of heating elements and leaves scale in drums and pipes. On a dishwasher, we set the water hardness setting correctly and show you where the salt and rinse aid go. For washing machines, a scale inhibitor on the supply is sometimes worth fitting.

## Electrical supply

A washing machine needs a proper socket, not an extension lead. If the socket behind it is missing, damaged or in an awkward spot, our electrician can add or move one. A new circuit for a utility room is notifiable and is carried out by our Part P registered electrician.

## Stacking and laundry cupboards

Where space is tight, such as in flats in Leamington's Old Town or student lets in Lower Stoke, we use a stacking kit to secure a tumble dryer on top of a washer. We never stack machines without the proper kit.

## If it's leaking

If water is coming from behind the machine, turn off the valve on its supply pipe, switch off the power and request an [emergency call-out](/emergency-callout). Installations can be [booked online](/book); our call-out starts from {price:callout.standard} including the first hour, and the installation rate is on the [price list](/prices).`,
    faqs: [
      {
        question: "Do you take away my old machine?",
        answer:
          "Yes, on request we disconnect and remove the old machine so you don't have to arrange a collection.",
      },
      {
        question: "Can you install a dishwasher too?",
        answer:
          "Yes, freestanding and integrated dishwashers are installed in much the same way, with a supply and waste connection.",
      },
      {
        question: "What are transit bolts?",
        answer:
          "They lock the drum in place during delivery. Running a machine with them still fitted can badly damage it, so we remove them and leave them with you for any future move.",
      },
      {
        question: "Do you install gas tumble dryers?",
        answer:
          "No, we don't do gas work. A gas dryer must be connected by a Gas Safe registered engineer.",
      },
    ],
  },
  {
    categoryPath: "appliance",
    slug: "tv-wall-mounting",
    parentSlug: "appliance-installation",
    name: "TV wall mounting",
    summary:
      "TVs mounted level and secure on brick, block or plasterboard, with the right bracket, proper fixings and cables tidied or concealed.",
    title: "TV Wall Mounting in Coventry | We Fix Coventry",
    metaDescription:
      "TVs mounted securely on any wall in Coventry, Kenilworth and Leamington: brackets fixed to brick or plasterboard, cables concealed and the screen levelled.",
    h1: "TV wall mounting in Coventry",
    intro:
      "A wall-mounted TV should be level, secure and free of dangling cables. We mount TVs on brick, block and plasterboard walls in homes across Coventry, Kenilworth, Warwick and Leamington Spa.",
    included: [
      "Advice on height, viewing angle and bracket type",
      "Wall scanned for cables, pipes and studs",
      "Bracket fixed with fixings matched to the wall",
      "TV mounted and levelled",
      "Aerial, HDMI and soundbar cables connected and tidied",
      "Picture and sound tested before we leave",
    ],
    priceKeys: ["sub.appliance.tv-wall-mounting", "callout.standard", "labour.hour"],
    body: `## Choosing a bracket

Fixed brackets hold the screen flat to the wall. Tilting brackets suit TVs mounted above eye level, such as in a bedroom. Full-motion arms let the screen swing out to face different parts of the room, but they put far more leverage on the wall, so the fixing has to be right. We check the bracket is rated for your TV's weight and screen size before we start, and we'll help you choose a height that doesn't leave you craning your neck.

## Walls make the difference

A TV on the chimney breast is a favourite in the Victorian terraces of Earlsdon and Chapelfields, but the chimney breast is often soft brick behind old plaster, with a flue running up the middle. We fix into sound brick either side of the flue and use resin anchors where the brick is weak. In new builds in Chase Meadow in Warwick or Whitnash in Leamington, internal walls are usually plasterboard on timber or metal studs. A full-motion arm on plasterboard needs fixing into the studs or onto a plywood backing plate, never into the board alone.

## Hiding the cables

Options range from a neat paintable trunking run down the wall to a chase in the plaster with a recessed box behind the screen. Chasing is messier and needs making good afterwards. We never bury a mains flex or extension lead in the wall; if you want a socket behind the screen, our electrician fits one properly so it meets the wiring regulations.

## Above a fireplace

If you want the TV over a working fire or stove, check the TV maker's heat guidance first, because heat rising from a gas or solid fuel fire can damage the screen. We'll suggest a safe height, or a mantel shelf to deflect the heat.

## Landlords, offices and meeting rooms

For rental properties, we fit TVs in a way that's easy to make good when the tenancy ends. We also mount screens in offices, meeting rooms and reception areas in Coventry and Leamington Spa, with cables managed so they're tidy and safe.

## What a visit includes

We scan the wall for cables, pipes and studs, fix the bracket, mount and level the TV, connect the aerial, HDMI and soundbar cables, and test the picture and sound before we go. Packaging is taken away.

## Book a slot

TV mounting is easy to [book online](/book). Our call-out starts from {price:callout.standard} and includes the first hour, and the standard mounting rate is on the [price list](/prices). If a bracket has come loose and the TV might fall, unplug it, support it and request an urgent visit at our [emergency call-out page](/emergency-callout).`,
    faqs: [
      {
        question: "Can you mount a TV on plasterboard?",
        answer:
          "Yes, with the right fixings and, for heavier TVs or moving arms, by fixing into the studs or adding a backing board.",
      },
      {
        question: "Do you supply the bracket?",
        answer:
          "We can supply a bracket rated for your TV, or fit one you've bought if it suits the TV and the wall.",
      },
      {
        question: "Can you hide the cables inside the wall?",
        answer:
          "Yes, for aerial and HDMI cables. Power behind the TV needs a properly installed socket, which our electrician can add.",
      },
      {
        question: "How long does it take?",
        answer: "Most TV mounting jobs take one to two hours, including tidying the cables.",
      },
    ],
  },
  // --------------------------------------------------------------- emergency
  {
    categoryPath: "emergency",
    slug: "emergency-plumbing",
    parentSlug: "emergency-repairs",
    name: "Emergency plumbing",
    summary:
      "Same-day help for burst pipes, leaks through ceilings, overflowing tanks and backed-up toilets, {hours}. No gas work.",
    title: "Emergency Plumber Coventry, Same Day | We Fix Coventry",
    metaDescription:
      "Burst pipe, major leak or overflowing toilet in Coventry, Warwick or Leamington? Same-day emergency plumbing. Turn off the water, then book.",
    h1: "Emergency plumbing in Coventry",
    intro:
      "Burst pipes, leaks through ceilings, overflowing cisterns and toilets backing up: our engineers attend plumbing emergencies the same day in Coventry, Warwick, Kenilworth and Leamington Spa.",
    included: [
      "Same-day attendance, {hours}",
      "Leak traced and stopped",
      "Burst or split pipe repaired or replaced",
      "Failed stopcocks and valves replaced",
      "Written report of the cause for insurance claims",
      "Advice on preventing a repeat",
    ],
    priceKeys: ["sub.emergency.emergency-plumbing", "callout.emergency", "labour.hour"],
    body: `## What to do right now

- Turn off the water at the stopcock. It's usually under the kitchen sink, but in many older Coventry terraces it's under the stairs or beneath the floorboards by the front door
- If water is near light fittings, sockets or the consumer unit, switch the electricity off at the main switch if you can reach it safely
- Open the cold taps to drain the system and take the pressure off
- Move valuables and catch drips with buckets and towels
- Request an [emergency call-out](/emergency-callout)

## Emergencies we attend

- Burst and split pipes, including pipes that froze in a cold snap
- Leaks through ceilings from bathrooms, tanks and radiators
- Overflowing cisterns and cold-water storage tanks
- Leaking washing machine and dishwasher connections
- Blocked toilets and drains that are backing up
- Stopcocks that won't shut off or are leaking themselves

## Gas and boilers

We don't do gas work. If you smell gas, leave the property, don't operate switches and contact the National Gas Emergency Service straight away. A boiler that has stopped working needs a Gas Safe registered engineer. We can deal with leaks from the water pipework around a boiler once it has been switched off and isolated.

## Local pipework problems

Many older homes in Coventry still have a lead supply pipe from the street, particularly Victorian terraces in Earlsdon and Chapelfields and older properties in Foleshill and Stoke. Galvanised steel pipes in some post-war homes corrode from the inside until they pinhole. Stopcocks that haven't been touched for years often seize, or start leaking at the gland the moment they're finally turned. We replace failed stopcocks and the damaged section of pipe, and advise if the supply pipe should be renewed. The part of the supply pipe outside your boundary is Severn Trent's responsibility, so we'll tell you if the leak is theirs to fix.

## Frozen pipes

In a cold snap, pipes in lofts, garages and on outside walls can freeze. If a pipe is frozen but not split, thaw it gently with a hairdryer or warm towels, never a flame. If it has split, turn off the water and call us out. After the repair, we can lag exposed pipes so it doesn't happen again.

## Coverage and hours

We attend across CV1 to CV6, plus Kenilworth (CV8), Warwick (CV34 and CV35) and Leamington Spa (CV31 to CV33), {hours}. Call-outs start from {price:callout.standard} including the first hour; the emergency rate and repair prices are on the [price list](/prices).`,
    faqs: [
      {
        question: "Where is my stopcock?",
        answer:
          "Usually under the kitchen sink, but in older terraces it can be under the stairs, beneath the floorboards near the front door or in a cellar. We'll show you where yours is on the visit.",
      },
      {
        question: "Do you fix boilers in an emergency?",
        answer:
          "No, we don't do gas or boiler work, so a Gas Safe registered engineer must deal with boiler faults. We can fix leaks from the water pipework.",
      },
      {
        question: "Will my insurance cover the damage?",
        answer:
          "Many home insurance policies cover escape of water. Take photos, and we'll give you a written report of the cause and the repair.",
      },
      {
        question: "What if it happens while you are closed?",
        answer:
          "Turn off the water at the stopcock, switch off electrics near the leak, and book our first emergency slot after we open.",
      },
    ],
  },
  // ------------------------------------------------------------------ garden
  {
    categoryPath: "garden",
    slug: "fence-repairs",
    parentSlug: "garden-maintenance",
    name: "Fence repairs",
    summary:
      "Storm-damaged panels, leaning or rotten posts, gravel boards and dropped gates repaired or replaced so the fence stands firm again.",
    title: "Fence Repairs in Coventry | We Fix Coventry",
    metaDescription:
      "Storm-damaged, leaning or rotten fences repaired in Coventry, Kenilworth and Warwick: panels, posts, gravel boards and gates replaced and fixed securely.",
    h1: "Fence repairs in Coventry",
    intro:
      "Blown-down panels, leaning posts, rotten gravel boards and sagging gates, repaired or replaced across Coventry, Kenilworth, Warwick and Leamington Spa.",
    included: [
      "Check for underground services before digging",
      "Rotten or loose posts replaced and set in postcrete",
      "Panels, rails, pales and gravel boards replaced",
      "Gates rehung with new hinges and latches",
      "Old materials removed from site",
    ],
    priceKeys: ["sub.garden.fence-repairs", "labour.half-day", "labour.day"],
    body: `## Common fence problems

- Panels blown out after a storm
- Timber posts rotted at ground level and leaning
- Concrete posts cracked or loose in the ground
- Rotten or missing gravel boards
- Close-board fences with broken rails or split pales
- Gates that have dropped, drag on the ground or won't latch

## Why fences fail

Timber posts rot where they meet the ground, because that's where they stay damp and get air. On Coventry's clay soils, which swell in wet winters and shrink in dry summers, posts set in shallow concrete are worked loose year after year until the fence leans. Add a winter storm and the panels act like sails. We see the results every spring in gardens across Binley, Allesley, Walsgrave and Holbrooks.

## How we repair

Where a post has rotted, we break out the old concrete and set a new treated timber or concrete post in fresh postcrete at the proper depth. For a timber post snapped at ground level where the concrete is still sound, a steel repair spike can be a quick and lasting fix. Panels are replaced to match where possible, and we fit gravel boards so panels sit clear of the soil. On close-board fences we replace broken arris rails, or brace them with arris rail brackets, and renew split pales.

We'll tell you if a whole run is near the end of its life and patching it would only move the problem along.

## Whose fence is it?

Before we start, check your deeds or the Land Registry title plan for the boundary. With many 1930s semis in Finham and Styvechale, the fence on one side belongs to the neighbour. We're happy to repair a shared fence if you've agreed it with them, and we work only from your side unless they've given us access.

## Underground services

Before we dig a post hole, we check for drains, cables and water pipes, and we won't dig blindly near a manhole or a meter box.

## Gates

Gates drop because hinges work loose and posts lean. We rehang gates on heavier hinges, replace rotten gate posts and fit new latches and bolts. A lockable side gate is also one of the best security improvements for any house.

## Storm damage

If a fence has come down across a path or is leaning over the pavement, or your garden is no longer safe for children or dogs, request an urgent visit at our [emergency call-out page](/emergency-callout). Planned repairs can be [booked online](/book); our call-out starts from {price:callout.standard} including the first hour, and materials are on the [price list](/prices).`,
    faqs: [
      {
        question: "Do you supply fence panels and posts?",
        answer:
          "Yes, we supply standard panels, posts and gravel boards, or fit materials you've bought. Non-standard sizes may take a little longer.",
      },
      {
        question: "Can you repair a fence without replacing the posts?",
        answer:
          "Sometimes. If the posts are sound, we replace just the panels or rails, but rotten or loose posts must be replaced for the repair to last.",
      },
      {
        question: "Is fence damage covered by my insurance?",
        answer:
          "Some policies cover storm damage to fences, but many don't. Check your policy; we can provide photos and a written description of the damage.",
      },
      {
        question: "Do you treat or paint fences?",
        answer:
          "Yes, we can apply a wood preservative or fence paint once the repairs are complete.",
      },
    ],
  },
  // ------------------------------------------------------------- pat-testing
  {
    categoryPath: "pat-testing",
    slug: "office-pat-testing",
    parentSlug: "pat-testing",
    name: "Office PAT testing",
    summary:
      "Portable appliances in offices, shops and rental properties inspected, tested, labelled and logged, scheduled around your working day.",
    title: "Office PAT Testing in Coventry | We Fix Coventry",
    metaDescription:
      "PAT testing for offices, shops and rented homes in Coventry, Warwick and Leamington: each appliance inspected, tested, labelled and logged, with a certificate.",
    h1: "Office PAT testing in Coventry",
    intro:
      "Portable appliance testing for offices, shops, surgeries, rental properties and community buildings across Coventry, Warwick, Kenilworth and Leamington Spa, scheduled around your working day.",
    included: [
      "Visual inspection of every plug, lead and appliance",
      "Electrical tests suited to each appliance class",
      "Pass or fail label with the test date on each item",
      "Simple repairs such as plugs and fuses on the spot",
      "Asset register and test certificate",
      "Reminder when retesting is due",
    ],
    priceKeys: ["sub.pat-testing.office-pat-testing", "callout.standard"],
    body: `## What PAT testing is

Portable appliance testing is the inspection and testing of electrical equipment that plugs in: computers, monitors, kettles, printers, heaters, extension leads and chargers. It's the practical way for an employer to show that equipment is being maintained safely, as the Electricity at Work Regulations 1989 require. Our testers are trained and use calibrated test equipment.

## What happens on the visit

- A visual inspection of each plug, lead and appliance casing
- Electrical tests suited to the appliance class, including earth continuity and insulation resistance
- A pass or fail label on each item, showing the test date
- Failed items taken out of use and reported, with simple repairs such as a new plug or fuse done on the spot where possible
- A full asset register and a test certificate for your records

## Working around your office

An office can't switch everything off at ten on a Tuesday morning. We schedule testing before staff arrive or at the end of the day, as we're available {hours}. Computers are only unplugged after staff have saved their work, and we go desk by desk to keep disruption low. Offices in Coventry city centre, the business parks around Binley and Walsgrave, and Leamington's Old Town are all part of our regular round.

## How often?

There's no fixed legal interval. The right frequency depends on the type of equipment and how it's used, and HSE guidance makes clear that low-risk office equipment needs less frequent checks than tools on a building site or kettles in a busy staff kitchen. We'll help you set a sensible schedule and remind you when retesting is due.

## Landlords

Landlords aren't legally required to PAT test appliances in rented homes in England, but many letting agents and HMO licence conditions in Coventry and Warwick District ask for it. We can PAT test the appliances you supply at the same visit as an EICR, which covers the fixed wiring.

## Extension leads and chargers

Daisy-chained extension leads and cheap phone chargers are the most common failures we find. We'll point out overloaded or unsafe arrangements and suggest where an extra fixed socket would be safer.

## Book testing

[Book online](/book) with an approximate count of appliances, and see the [price list](/prices) for rates; our call-out starts from {price:callout.standard} including the first hour. If you find a scorched plug or smell burning, unplug the item and stop using it. For anything affecting the fixed wiring, use our [emergency call-out page](/emergency-callout).`,
    faqs: [
      {
        question: "Is PAT testing a legal requirement?",
        answer:
          "The law requires electrical equipment at work to be maintained in a safe condition. PAT testing is the usual way to show you're doing that, and insurers often expect it.",
      },
      {
        question: "How long does it take?",
        answer:
          "It depends on the number of items. A small office can often be done in a morning, and we'll give you an estimate when you book.",
      },
      {
        question: "What happens if an appliance fails?",
        answer:
          "It's labelled as failed and taken out of use. We fix simple faults like a damaged plug where possible and tell you which items need replacing.",
      },
      {
        question: "Does brand-new equipment need testing?",
        answer:
          "New equipment should still get a quick visual check, but it doesn't usually need a full test until its first scheduled retest.",
      },
    ],
  },
];

/** Look up a sub-page by its URL segments, e.g. ("plumbing", "leaky-tap-repairs"). */
export function findSubService(categoryPath: string, slug: string): ServiceSubPage | undefined {
  return subServices.find((page) => page.categoryPath === categoryPath && page.slug === slug);
}
