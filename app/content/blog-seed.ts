import type { SeedBlogPost } from "./types";

/** Initial blog posts, seeded into the database. */
export const seedBlogPosts: SeedBlogPost[] = [
  {
    slug: "when-to-repaint-exterior-woodwork-midlands",
    title: "When to Repaint Exterior Woodwork in the Midlands",
    excerpt:
      "Flaking sills and cracked door frames let water into timber. Here is how to tell when the outside woodwork on a Coventry or Warwickshire home needs repainting, and when to do it.",
    author: "We Fix Coventry",
    publishedOn: "2026-06-09",
    tags: ["painting", "exterior", "maintenance", "seasonal"],
    body: `Paint on outside woodwork is not really decoration. It is the waterproof skin that keeps rain out of window frames, sills, doors, fascias and bargeboards, and once it fails the timber underneath starts to soak up water every time it rains. In the Midlands that is a lot of the time: Coventry and Warwickshire get steady rain through autumn and winter, followed by freeze-thaw cycles that open up every crack.

## How long exterior paint lasts here

On softwood that was properly prepared, a good exterior system typically lasts somewhere between five and eight years. The direction each side of the house faces makes a big difference. South-facing joinery bakes in summer sun, which makes paint brittle and chalky. West and south-west elevations take the brunt of the prevailing wind and driving rain, so sills and the bottom rails of doors on those sides usually fail first. A north-facing front door on a terrace in Earlsdon may look fine for years, while the south-facing back door of the same house is peeling after three.

## Signs it is time

- Paint cracking along the joints of window frames, where the timber moves most
- Flaking or blistering, especially on the top face of sills
- Grey, bare timber showing at corners and the bottom of door frames
- Putty around older single-glazed sashes that has cracked or fallen out
- Timber that feels soft when you press a screwdriver into it, which means rot has started

Catching it at the cracking stage means a sand, spot-prime and two coats. Leaving it until the wood is soft means cutting out rotten sections and splicing in new timber, which is a much bigger job.

## The best time of year

Late spring to early autumn is the window. Most exterior paints need air and surface temperatures above roughly eight to ten degrees while they dry, and no rain for several hours after application. In practice, a settled spell in May, June or September is ideal. High summer can be too hot on south-facing surfaces, making the paint skin over before it bonds. In autumn, start late enough in the morning for the dew to burn off and finish by mid-afternoon, before it returns.

## Preparation matters more than paint

Scrape off anything loose, sand back to a sound edge and wash off dirt and algae. Treat bare knots with knotting solution, prime any bare timber, fill small gaps with exterior filler, then apply undercoat and top coat, or two coats of a system paint. In homes built before the 1960s, such as many Victorian terraces in Chapelfields and 1930s semis in Styvechale, older layers may contain lead. Do not dry sand or burn them off; use wet abrasive paper, keep children and pets away and clear up the dust with a damp cloth.

## When to call us

If sills are soft, the job involves ladders above the ground floor, or you would simply rather have it done, our painting and decorating team works across Coventry, Warwick, Kenilworth and Leamington Spa. We can repair rotten sections before painting and book a dry-weather window that suits you.`,
  },
  {
    slug: "landlord-checklist-between-tenancies-coventry-student-lets",
    title: "A Landlord's Checklist Between Student Tenancies",
    excerpt:
      "Summer changeover in Coventry and Leamington student lets is short and busy. Use this checklist to get safety, repairs and redecoration done before the next group arrives.",
    author: "We Fix Coventry",
    publishedOn: "2026-07-02",
    tags: ["landlords", "letting agents", "student lets", "checklist"],
    body: `For landlords with student houses in Canley, Tile Hill, Earlsdon, Lower Stoke or Leamington, the weeks between one tenancy ending and the next group arriving are the only real chance to put a house right. Done well, the gap sets up a quiet year. Done in a rush, it leads to a run of repair requests in the first fortnight of term. This is the checklist we work through when landlords and letting agents send us a void property.

## 1. Check-out and evidence

- Walk the property with the inventory and photograph every room, including inside cupboards and the garden
- Note damage that goes beyond fair wear and tear, and keep the photos with the check-out report
- Count the keys that come back against the number issued

Before-and-after photos of the repairs that follow make any later deposit discussion much simpler.

## 2. Safety first

- Test every smoke alarm and make sure there is at least one working alarm on each storey used as living accommodation
- Check carbon monoxide alarms in any room with a fixed combustion appliance such as a boiler
- Confirm the Electrical Installation Condition Report is within its five-year period; if the last one listed faults, make sure they have been put right
- Book the annual gas safety check with a Gas Safe registered engineer, as this is not something a handyman can do
- PAT test the appliances you supply, which many HMO licences and letting agents expect
- In shared houses, check that fire doors close fully on their self-closers and that intumescent strips and smoke seals are intact

## 3. Locks and keys

Students lose keys. If any are missing, or you cannot account for every copy from the last tenancy, change or re-key the front and back door cylinders. Bedroom locks in HMOs should open from the inside without a key so nobody is trapped in a fire.

## 4. Repairs that stop mid-year call-outs

- Reseal baths and shower trays and regrout where mould has got in
- Clean or replace extractor fans, because a weak fan is the usual cause of black mould in student bathrooms
- Descale shower heads and fix dripping taps; Coventry's hard water wears out cartridges quickly in busy shared houses
- Tighten loose door handles, hinges and curtain poles, and ease doors that stick
- Check the washing machine hoses and the seal on the fridge

## 5. Redecoration

Fill the holes left by posters and picture hooks, touch up scuffed hallways and stairs, and repaint rooms that need it in a washable finish. A consistent colour across the house makes future touch-ups easy.

## 6. Outside

Cut back the garden, clear the gutters and downpipes before the autumn leaves arrive, and make sure bins are in the right place with a note of collection days.

## Planning the work

Allow at least a week for a typical four or five-bedroom house. Agents with several properties can book the jobs back to back through an organisation account on our [services for landlords and agents](/property-services), with photos of every job in one place and a single monthly invoice.`,
  },
  {
    slug: "limescale-hard-water-coventry-warwickshire",
    title: "Living With Hard Water in Coventry and Warwickshire",
    excerpt:
      "Why taps drip, shower heads clog and kettles fur up so quickly around Coventry, Warwick and Leamington, and what actually helps against limescale.",
    author: "We Fix Coventry",
    publishedOn: "2026-08-18",
    tags: ["plumbing", "limescale", "hard water", "bathrooms"],
    body: `If you have moved to Coventry from an area with soft water, the first few months can be a surprise. The kettle grows a crust, the shower screen turns cloudy within days and the chrome on new taps loses its shine. Most homes supplied by Severn Trent across Coventry, Warwick, Kenilworth and Leamington Spa receive hard water, which carries dissolved calcium and magnesium picked up as it passes through the ground. When that water is heated or left to evaporate, the minerals come out as limescale. Severn Trent publishes water quality information by postcode if you want the figure for your street.

## What limescale does around the house

- Taps: scale scratches the ceramic discs in cartridge taps and hardens rubber washers, so drips start sooner
- Showers: spray holes block, thermostatic mixers stick and the temperature starts to wander
- Electric showers and kettles: scale coats the heating element, making it slower and shortening its life
- Toilets: fill valves and flush valves stick, so cisterns keep running or refill slowly
- Washing machines and dishwashers: scale on elements and in pipes makes them less efficient
- Glass and tiles: the white film on shower screens and grout is limescale left behind as water dries

## Simple habits that help

Unscrew shower heads and tap aerators every couple of months and soak them in white vinegar or a citric acid descaler, then rinse. A squeegee on the shower screen after each use stops most of the film forming. In the dishwasher, keep the salt topped up and set the hardness setting to suit local water, as the manual explains. Run a descaling cycle on the washing machine as the manufacturer recommends. Check the finish before using any acid cleaner, as brushed, coloured or gold-effect taps can be marked.

## Softeners and scale reducers

A water softener fitted on the incoming main is the most effective answer. It swaps calcium for sodium, so scale stops forming throughout the house. It needs space, usually under the kitchen sink or in a utility room, and regular salt. It is usual to keep one tap, normally the kitchen cold, on unsoftened water for drinking and cooking, and softened water is not recommended for making up baby formula. Cheaper inline scale reducers can help a single appliance, but results vary more.

## Your boiler

Hard water also builds scale inside boiler heat exchangers. We do not work on boilers or any gas appliance, so ask a Gas Safe registered engineer at the annual service whether a scale reducer on the boiler's cold feed is worthwhile.

## When scale has already done damage

A tap that still drips after a new washer, a shower valve that will not hold temperature or a cistern that never stops running are all common call-outs for us in Coventry and Warwickshire. Our engineers carry replacement cartridges and valves for the common makes, and we can fit a softener's plumbing connections where you have chosen a unit. If you would like to tackle a tap yourself first, our guide [how to fix a leaky tap](/guides/how-to-fix-leaky-tap-coventry) walks through it step by step.`,
  },
  {
    slug: "choosing-a-door-lock-bs-3621-insurance",
    title: "Choosing a Door Lock That Meets Insurer Standards",
    excerpt:
      "Many home insurance policies ask for BS 3621 locks on final exit doors. Here is what that means for wooden doors, uPVC doors and older period front doors.",
    author: "We Fix Coventry",
    publishedOn: "2026-10-06",
    tags: ["security", "locks", "insurance", "doors"],
    body: `When the clocks go back and the evenings draw in, we get more calls about front door security across Coventry, Kenilworth and Leamington. A good number of them start the same way: the homeowner has read their insurance policy and found a line saying final exit doors must have locks meeting British Standard BS 3621. Here is what that means in practice and how to check what you have.

## What BS 3621 is

BS 3621 is the British Standard for thief-resistant locks on doors that are locked and unlocked with a key from both sides. Locks that meet it have been tested against drilling, picking, forcing and other common attacks. The classic example is a five-lever mortice deadlock fitted into the edge of a timber door, but nightlatches and other lock types can also meet the standard. A compliant lock normally has "BS 3621" and the Kitemark stamped on the faceplate, the metal plate you see on the edge of the door when it is open.

There are two related standards worth knowing. BS 8621 covers locks that need a key from outside but open from inside with a thumb-turn, which avoids hunting for a key in a fire. BS 10621 covers locks that can be switched between both modes. Many insurers accept any of the three, but check your own policy wording.

## Wooden doors

On the front door of a Victorian terrace in Chapelfields or a 1930s semi in Coundon, the usual set-up is a BS 3621 mortice deadlock lower down plus a nightlatch higher up for convenience. If your mortice lock has no marking on the faceplate, or only three levers, it is probably not compliant. Older doors sometimes need a little joinery to accept a modern lock case, and a frame that has been damaged or patched may need a reinforced keep so the bolt has something solid to lock into.

## uPVC and composite doors

Most modern doors have a multipoint lock operated by a euro cylinder. Insurers usually accept a multipoint lock in place of a BS 3621 mortice, but the cylinder is the weak spot: cheap cylinders can be snapped in seconds. Look for an anti-snap cylinder rated TS 007 three-star or Sold Secure Diamond, fitted so it sits flush with the handle rather than sticking out.

## Back doors, French doors and patio doors

Insurers often mean every door you could leave the house by, not just the front one. French doors usually need surface-mounted or flush bolts on the fixed leaf as well as a good lock on the opening one, and sliding patio doors benefit from an anti-lift device.

## Period and listed homes

In conservation areas in Warwick and around Kenilworth's old town, a new lock does not need to change the look of a period door. A mortice deadlock is hidden inside the door, and original rim locks can often stay in place for character while the deadlock does the work.

## Getting it fitted

Our security and locks team fits BS 3621 deadlocks, nightlatches and anti-snap cylinders across Coventry and Warwickshire, and can replace locks the same day after a break-in through our [emergency call-out page](/emergency-callout). [Book a routine upgrade online](/book); the engineer will tell you what your door has now and what your insurer is likely to want.`,
  },
  {
    slug: "preparing-coventry-home-for-winter",
    title: "Preparing a Coventry Home for Winter",
    excerpt:
      "Bleed the radiators, lag the pipes and find your stopcock before the first hard frost. A practical winter checklist for homes in Coventry and Warwickshire.",
    author: "We Fix Coventry",
    publishedOn: "2026-11-03",
    tags: ["winter", "heating", "plumbing", "seasonal"],
    body: `The first proper frost in Coventry usually brings a run of calls: radiators cold at the top, outside taps split overnight, and condensing boilers that have stopped because their drain pipe froze. Almost all of it can be avoided with an afternoon of jobs in November. Here is the list we would work through in our own homes.

## Bleed the radiators

If a radiator is warm at the bottom and cold at the top, air is trapped inside. With the heating switched off and the radiators cool, fit a radiator key to the small square valve at the top corner, hold a cloth underneath and turn it a quarter turn anticlockwise. You will hear a hiss of air. As soon as water starts to appear, close the valve. Work from the downstairs radiators up.

If you have a combination or system boiler, check its pressure gauge afterwards. Most want around one to one and a half bar when cold; the boiler's manual explains how to top it up. If the pressure keeps dropping, or the boiler shows a fault, call a Gas Safe registered engineer, as we do not work on boilers or anything gas.

## Lag exposed pipes

Pipes freeze where they run through cold spaces: the loft, the garage, under the suspended timber floors of Victorian terraces in Earlsdon and Foleshill, and along outside walls. Foam pipe lagging is cheap and quick to fit. Buy the right size, usually 15mm or 22mm, and tape the joints and corners so there are no gaps. In the loft, insulate the top and sides of the cold water tank but leave the loft insulation out from directly underneath, so a little warmth from the house can reach it.

## Protect the outside tap

Close the isolating valve inside the house, then open the outside tap to drain it and leave it open. If there is no isolating valve, fit an insulated tap cover. A split outside tap often goes unnoticed until the spring, when someone turns on the hose and finds water running into the wall.

## Know where your stopcock is

Find it now, not when water is coming through the ceiling. In older Coventry houses it is often under the kitchen sink, under the stairs or in the front cellar. Turn it off and on again to make sure it moves; if it is seized, have it replaced before winter, not during a leak.

## The boiler condensate pipe

Condensing boilers drain water through a plastic pipe, and if that pipe runs outside it can freeze in a cold snap, shutting the boiler down. If that happens, pour warm, not boiling, water along the outside section until it clears. Lagging the outside run with weatherproof insulation makes it far less likely. Any change to the boiler itself needs a Gas Safe engineer.

## Draughts, gutters and a final check

- Fit brush strips or letterbox flaps on draughty doors
- Clear gutters once the leaves have fallen from the trees around Abbey Fields, the Memorial Park and every tree-lined street in Stivichall
- Check the loft hatch closes tightly and is insulated

If you would rather have the lagging, gutters and stopcock dealt with in one visit, [book a slot online](/book). We work across Coventry, Warwick, Kenilworth and Leamington Spa.`,
  },
];
