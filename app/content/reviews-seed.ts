import type { SeedPortfolioProject, SeedTestimonial } from "./types";

/** Initial testimonials, seeded into the database. */
export const seedTestimonials: SeedTestimonial[] = [
  {
    authorName: "Sarah M.",
    location: "Earlsdon, Coventry",
    rating: 5,
    serviceSlug: "plumbing-repairs",
    receivedOn: "2026-03-14",
    body: "Both bath taps in our Victorian terrace had been dripping for months. Priya replaced the worn cartridges, descaled the shower head while she was there and showed me where the isolating valves are. Arrived early in the window and left the bathroom spotless.",
  },
  {
    authorName: "James K.",
    location: "Cheylesmore, Coventry",
    rating: 5,
    serviceSlug: "security-locks",
    receivedOn: "2026-04-02",
    body: "Someone had a go at our back door overnight. Booked first thing and the engineer was with us mid-morning, fitted a BS 3621 deadlock and an anti-snap cylinder on the front, and explained what our insurer would want to see. Calm, quick and tidy.",
  },
  {
    authorName: "Aisha R.",
    location: "Tile Hill, Coventry",
    rating: 4,
    serviceSlug: "general-repairs",
    receivedOn: "2026-04-21",
    body: "Good work on a list of small jobs: three kitchen cupboard doors rehung, a loose banister fixed and a curtain pole put back up properly. Arrived towards the end of the two-hour window, but the tracking link kept me updated so I wasn't left guessing.",
  },
  {
    authorName: "Tom H.",
    location: "Chase Meadow, Warwick",
    rating: 5,
    serviceSlug: "tiling-services",
    receivedOn: "2026-05-09",
    body: "We wanted the plain painted wall behind our hob tiled. Dan set the tiles out so there were no thin slivers at the ends, cut neatly round the sockets and finished the grout lines perfectly straight. Really pleased with it.",
  },
  {
    authorName: "Margaret P.",
    location: "Myton, Warwick",
    rating: 5,
    serviceSlug: "carpentry-joinery",
    receivedOn: "2026-05-27",
    body: "Two of the sash windows in our Edwardian house had been painted shut for years. They were freed, re-corded and draught-stripped without any damage to the old frames, and now they open with one hand. I had been told elsewhere they needed replacing.",
  },
  {
    authorName: "Rob D.",
    location: "Crackley, Kenilworth",
    rating: 5,
    serviceSlug: "gutter-cleaning",
    receivedOn: "2026-06-11",
    body: "Gutters at the back were overflowing every time it rained because of the trees behind us. Cleared the lot, flushed the downpipes and sent photos of what was up there. Fair price and no mess on the patio.",
  },
  {
    authorName: "Hannah L.",
    location: "Lillington, Leamington Spa",
    rating: 5,
    serviceSlug: "appliance-installation",
    receivedOn: "2026-07-03",
    body: "Our new dishwasher needed a cabinet trimmed, a new waste connection and a valve on the supply. All done in one visit, tested with a full cycle before he left and the old machine's packaging taken away. Booking online took two minutes.",
  },
  {
    authorName: "Gurpreet S.",
    location: "Foleshill, Coventry",
    rating: 5,
    serviceSlug: "emergency-repairs",
    receivedOn: "2026-07-30",
    body: "Water was coming up through the kitchen floorboards at seven in the morning. Booked an emergency visit, turned off the stopcock as the page said, and the engineer was here before nine. Found a split joint under the floor, repaired it and checked everything else in the run.",
  },
  {
    authorName: "Chris W.",
    location: "Coundon, Coventry",
    rating: 4,
    serviceSlug: "painting-decorating",
    receivedOn: "2026-08-19",
    body: "Hallway, stairs and landing repainted and the finish is excellent, with the cracks above the doors properly filled first. It ran to a second day, which was fair given the size of the job, though I'd have liked the start time for day two confirmed a bit sooner.",
  },
  {
    authorName: "Emma B.",
    location: "Old Town, Leamington Spa",
    rating: 5,
    serviceSlug: "pat-testing",
    receivedOn: "2026-09-08",
    body: "I let three flats in Leamington and had the appliances PAT tested between tenancies. Every flat was done in one morning, results and photos were in the portal the same day, and the monthly invoice makes my bookkeeping far easier.",
  },
  {
    authorName: "Mark T.",
    location: "Finham, Coventry",
    rating: 5,
    serviceSlug: "electrical-services",
    receivedOn: "2026-10-01",
    body: "Had an outside light and a double socket added in the garage. The electrician checked the existing circuit first, explained what was needed, and we received the Part P certificate afterwards. Very neat cable runs.",
  },
  {
    authorName: "Fiona G.",
    location: "Wyken, Coventry",
    rating: 5,
    serviceSlug: "insulation-services",
    receivedOn: "2026-11-04",
    body: "After the outside tap burst last winter I wanted the loft pipes and tank sorted before the cold came back. Everything lagged, the tank lid insulated and the loft hatch draught-proofed in a couple of hours. The landing already feels warmer.",
  },
];

/** Initial portfolio projects, seeded into the database without photos. */
export const seedPortfolio: SeedPortfolioProject[] = [
  {
    slug: "sash-window-repair-kenilworth-old-town",
    title: "Sash window repair in a Kenilworth Old Town cottage",
    location: "Old Town, Kenilworth",
    serviceSlug: "carpentry-joinery",
    summary:
      "Four sticking sash windows freed, re-corded and draught-stripped in a listed cottage near the castle, keeping every original frame.",
    completedOn: "2026-04-16",
    beforeAlt:
      "Painted-shut sash window in a Kenilworth cottage with a broken cord and flaking paint on the sill",
    afterAlt:
      "The same sash window repainted and raised halfway, running smoothly on new cords with a discreet draught strip",
    body: `## The problem

The owners of a listed cottage near Kenilworth Castle had four sash windows that would not open. Layers of paint had glued the sashes to their frames, two cords had snapped and the bottom of one sill had started to soften. They had been quoted for replacements, which the listing would have made difficult and expensive.

## What we did

Dan cut through the paint seals, removed the staff and parting beads and took the sashes out one at a time. He renewed all the cords, cleaned and waxed the pulleys and rebalanced the weights. The soft section of sill was cut back to sound timber and a new piece of matching softwood spliced in. Brush draught strips were fitted into the beads so they cannot be seen from outside. Finally the beads went back, and the sills and sashes were primed and painted in the existing colour.

## The result

All four windows now open and close with one hand and stay where they are put. The cottage is noticeably less draughty, and nothing was changed that would need listed building consent.`,
  },
  {
    slug: "student-house-void-turnaround-canley",
    title: "Five-bedroom student house turnaround in Canley",
    location: "Canley, Coventry",
    serviceSlug: "general-repairs",
    summary:
      "A letting agent's void list cleared in four days between tenancies: locks, sealant, extractor fans, repairs and a full repaint.",
    completedOn: "2026-07-10",
    beforeAlt:
      "Student house hallway in Canley with scuffed walls, a broken door handle and poster marks on the paintwork",
    afterAlt:
      "The same hallway freshly painted in a washable finish with a new door handle and clean skirting boards",
    body: `## The problem

A letting agent sent us a void list for a five-bedroom student house in Canley with nine days between tenancies. The outgoing group had left mould around the shower, a bathroom extractor fan that barely turned, several broken handles, poster damage on every bedroom wall and two missing front door keys.

## What we did

Priya started with safety and security: the front and back door cylinders were changed, every smoke alarm was tested and one faulty alarm replaced. The shower was stripped of old sealant, treated and resealed, and the extractor fan replaced with a more powerful model on the same wiring. Door handles, a cupboard hinge and a loose stair rod were fixed. Over the next three days the hallway, stairs and all five bedrooms were filled and repainted in a washable matt.

## The result

The house was finished with five days to spare. Before-and-after photos of every job went into the agent's portal, ready for the check-in inventory, and the work appeared on one monthly invoice.`,
  },
  {
    slug: "kitchen-splashback-tiling-chase-meadow-warwick",
    title: "Kitchen splashback tiling in Chase Meadow, Warwick",
    location: "Chase Meadow, Warwick",
    serviceSlug: "tiling-services",
    summary:
      "A painted wall behind the hob and worktop tiled with white metro tiles, set out evenly around sockets and the extractor hood.",
    completedOn: "2026-05-07",
    beforeAlt:
      "Painted kitchen wall above a worktop in a Warwick new build, stained with cooking splashes behind the hob",
    afterAlt:
      "White metro tile splashback with grey grout running the length of the worktop and neatly cut around two sockets",
    body: `## The problem

The developer had left the wall above the worktop in this Chase Meadow kitchen painted rather than tiled. After a couple of years the paint behind the hob was stained and marked from cooking, and scrubbing it only made it worse.

## What we did

We isolated the circuit, loosened the socket faceplates so the tiles could be cut to sit behind them, and prepared the plasterboard with primer. The tiles were set out from the centre of the hob so that the cut tiles at each end were the same width, avoiding thin slivers. A heat-resistant adhesive was used behind the hob, and the tiles were grouted in a mid-grey that hides everyday marks. The joint between tiles and worktop was finished with a flexible silicone sealant rather than grout, so normal movement will not crack it.

## The result

A clean, wipeable splashback finished in a single day, with sockets refitted and tested and the kitchen left ready to use that evening.`,
  },
  {
    slug: "hallway-stairs-landing-redecoration-chapelfields",
    title: "Hallway, stairs and landing redecoration in Chapelfields",
    location: "Chapelfields, Coventry",
    serviceSlug: "painting-decorating",
    summary:
      "Cracked lath-and-plaster walls repaired and a tall Victorian stairwell repainted using a stair platform, with doors and spindles glossed.",
    completedOn: "2026-08-27",
    beforeAlt:
      "Victorian stairwell in Chapelfields with cracked plaster above the stairs and yellowed paint on the spindles",
    afterAlt:
      "The same stairwell with smooth walls in pale grey, white spindles and a freshly painted dado rail",
    body: `## The problem

This Victorian terrace in Chapelfields had a tall stairwell that the owners had never managed to reach. The lath-and-plaster walls had hairline cracks above every door and a long crack following the line of the stairs, and the gloss on the spindles had yellowed.

## What we did

We set up a stair platform so the highest wall could be reached safely without leaning ladders on the treads. The cracks were raked out, the loose plaster around them secured, and everything filled with flexible filler and sanded flush. Walls and ceiling were given a mist coat and two finishing coats in a pale grey. The spindles, handrail, dado rail, skirting and four doors were keyed and painted in a water-based satin that will not yellow like the old oil gloss.

## The result

A bright, even stairwell with no visible cracks, finished over three days with dust sheets down throughout and the stairs usable each evening.`,
  },
  {
    slug: "patio-and-driveway-cleaning-styvechale",
    title: "Patio and driveway clean in Styvechale",
    location: "Styvechale, Coventry",
    serviceSlug: "pressure-washing",
    summary:
      "A block-paved drive and sandstone patio cleared of moss and algae, re-sanded and left safe to walk on after a damp winter.",
    completedOn: "2026-06-19",
    beforeAlt:
      "Green, moss-covered block paving on a driveway in front of a 1930s semi in Styvechale",
    afterAlt:
      "The same driveway clean and even in colour, with fresh kiln-dried sand brushed into the joints",
    body: `## The problem

After a wet winter the block-paved drive at this 1930s semi in Styvechale had turned green, with moss growing in the joints and a slippery film across the sandstone patio at the back. The owners were worried about someone falling on the path to the back door.

## What we did

We cleared the weeds and moss from the joints first, then pressure washed the drive with a rotary surface cleaner so the water stayed under control and did not spray across the neighbour's car or the front of the house. The softer sandstone patio was cleaned at a lower pressure to avoid scarring the stone. Both areas were treated with an algae inhibitor, and once the drive had dried, kiln-dried sand was brushed back into the joints to hold the blocks firm and slow the weeds returning.

## The result

The drive and patio are back to their original colours and no longer slippery underfoot, with joints refilled and every drain and gully left clear.`,
  },
  {
    slug: "gutter-clearance-downpipe-repair-lillington",
    title: "Gutter clearance and downpipe repair in Lillington",
    location: "Lillington, Leamington Spa",
    serviceSlug: "gutter-cleaning",
    summary:
      "Blocked gutters cleared, a leaking joint resealed and a cracked downpipe section replaced on a semi-detached house in Leamington Spa.",
    completedOn: "2026-10-22",
    beforeAlt:
      "Gutter on a Leamington Spa semi packed with leaves and moss, with a green stain down the wall below a leaking joint",
    afterAlt:
      "The cleared gutter running freely and a new section of black downpipe fixed to the wall with fresh brackets",
    body: `## The problem

The owners of a semi in Lillington noticed water pouring over the front gutter in heavy rain and a green stain spreading down the brickwork beside the front door. Leaves from a nearby tree had packed the gutter solid, and the downpipe had a crack where a bracket had come away.

## What we did

We cleared the gutters at the front and back by hand, bagging the debris rather than dropping it onto the garden, then flushed each run with water to check the falls. A leaking union joint above the front door was cleaned and fitted with a new seal. The cracked section of downpipe was replaced with a matching length, and two new brackets were fixed into sound mortar. Before leaving we cleaned the worst of the green staining off the brickwork.

## The result

Water now runs straight to the drain with no overflow or dripping joints, and the owners have photos of the cleared gutters for their records.`,
  },
];
