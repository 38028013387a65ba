import type { StarterArticle } from "./types";

export const landlordStarters: StarterArticle[] = [
  {
    slug: "smoke-and-carbon-monoxide-alarms-landlords-coventry",
    theme: "landlords",
    title: "Smoke and Carbon Monoxide Alarms: What Landlords Must Provide",
    description:
      "Where smoke and carbon monoxide alarms must go in a rented home in England, what to check at each new tenancy, and which alarms need an electrician.",
    tags: ["landlords", "safety", "smoke alarms"],
    body: `Smoke and carbon monoxide alarms are among the cheapest safety measures in a rented home and among the easiest to get wrong. For landlords in Coventry, Warwick and Leamington Spa, where many properties are older terraces let room by room, the rules are worth knowing in detail.

## What the law asks of landlords in England

The Smoke and Carbon Monoxide Alarm (England) Regulations, as amended in 2022, apply to private and social landlords. In short:

- **Smoke alarms.** There must be at least one smoke alarm on every storey of the home that has a room used wholly or partly as living accommodation. A bathroom or toilet counts as living accommodation for this purpose, so a storey with only a bathroom still needs an alarm.
- **Carbon monoxide alarms.** There must be a carbon monoxide alarm in any room used as living accommodation that contains a fixed combustion appliance, such as a gas boiler, a gas fire or a wood burner. Gas cookers are the exception.
- **Working at the start of every tenancy.** You must check the alarms are working on the day a new tenancy begins. Keep a record that you did, such as a line on the check-in inventory signed by the tenant.
- **Repairs.** When a tenant tells you an alarm is faulty, you must repair or replace it.

The local council enforces these rules; in Coventry that is Coventry City Council, and in Warwick, Kenilworth and Leamington Spa it is Warwick District Council. Houses in multiple occupation usually have further fire safety requirements in their licence conditions, such as mains-wired, interlinked alarm systems, so read your licence as well as the regulations.

## Where to put them

A smoke alarm belongs on the ceiling of the hallway or landing on each floor, where it will hear a fire from any room and wake people whose bedroom doors open onto it. Keep it away from the kitchen door and the bathroom, where steam and toast cause false alarms; a heat alarm is the right choice inside a kitchen.

Carbon monoxide alarms go in the same room as the appliance, usually at head height or on the ceiling, and away from windows, extractor fans and the appliance itself. Follow the manufacturer's instructions on distances; the leaflet in the box gives them.

## Which kind of alarm

Sealed alarms with a ten-year battery are a good choice for most lets: there is no battery for a tenant to borrow for the remote control, and the alarm tells you when it needs replacing. Every alarm has a date on the back, and smoke and CO alarms both wear out, so replace any that are past the end of their life.

Mains-wired alarms, often interlinked so one sets off all the others, are what many HMO licences and newer homes have. Installing or extending a mains-wired system is electrical work, and in our team it is done by our Part P registered electrician.

## What we do for landlords

Our engineers test alarms, replace faulty or out-of-date battery alarms, and fit carbon monoxide alarms where they are needed, with photos of each alarm in place for your records. Our [electrical services](/services/electrical-services) cover mains-wired and interlinked systems.

Alarm checks fit naturally into a visit between tenancies or a regular maintenance plan. Landlords and letting agents with several properties can report and track this work through our [property services](/property-services) accounts; for a single house, [book a visit online](/book).

We do not work on boilers, gas fires or any gas appliance. If a carbon monoxide alarm goes off, the tenant should open windows, turn off the appliance if it is safe to, leave the property and call the national gas emergency number, and the appliance must be checked by a Gas Safe registered engineer before anyone uses it again.`,
  },
  {
    slug: "landlord-gas-and-electrical-safety-certificates",
    theme: "landlords",
    title: "Gas and Electrical Safety Certificates for Landlords: Who Does What",
    description:
      "Gas safety records every year, an EICR every five years: what landlords in Coventry and Warwickshire need, and which trade can provide each one.",
    tags: ["landlords", "safety", "EICR", "gas safety"],
    body: `Two certificates come up in almost every conversation we have with landlords in Coventry, Kenilworth, Warwick and Leamington Spa: the gas safety record and the Electrical Installation Condition Report. Both are legal requirements for most private lets in England, both have deadlines, and they are done by different trades. Here is who does what.

## The gas safety record: every year, by a Gas Safe engineer

Under the Gas Safety (Installation and Use) Regulations, a landlord must have every gas appliance, fitting and flue they provide checked for safety every twelve months. The check must be carried out by a Gas Safe registered engineer, and you must:

- Give a copy of the record to existing tenants within 28 days of the check
- Give new tenants a copy before they move in
- Keep each record for at least two years

A handyman cannot do this check, and neither can we. We do not work on boilers, gas appliances or gas pipework at all. You can check an engineer's registration, and the type of appliance they are qualified to work on, on the Gas Safe Register's website.

## The EICR: at least every five years, by a qualified electrician

The Electrical Safety Standards in the Private Rented Sector (England) Regulations 2020 require landlords to have the fixed electrical installation inspected and tested at least every five years by a qualified and competent person. The result is an Electrical Installation Condition Report, or EICR. You must:

- Give a copy to existing tenants within 28 days of the inspection
- Give new tenants a copy before they move in
- Send a copy to the local council within seven days if it asks for one
- Keep a copy to give the person who carries out the next inspection

If the report is unsatisfactory, the work it lists must be completed within 28 days, or sooner if the report says so, and you must then give written confirmation to the tenants and the council within 28 days of finishing it.

## Reading an EICR

Observations on the report carry codes. C1 means danger is present and needs putting right immediately. C2 means potentially dangerous, and FI means further investigation is needed without delay; any of these makes the report unsatisfactory. C3 means an improvement is recommended but does not on its own make the report unsatisfactory. Common findings in older Coventry terraces include missing RCD protection, outdated consumer units and bonding that does not meet current standards.

## Where we fit in

Our Part P registered electrician carries out EICRs and can put right the faults a report identifies, then provide the paperwork that shows the work was done. See our [electrical testing](/services/electrical/electrical-testing) page for what an inspection involves.

Alongside the two certificates, we also handle the safety jobs that sit around them:

- [PAT testing](/services/pat-testing) of the appliances you supply. No law sets a fixed interval for an ordinary let, but you are responsible for the safety of what you provide, and many HMO licences and letting agents expect it.
- Smoke and carbon monoxide alarms, tested and replaced.
- Fire doors, closers and thumb-turn locks in shared houses.

## Keeping track of the dates

A missed renewal is the most common problem, especially for landlords with a few properties spread between Coventry and Leamington. Keep the expiry dates for both certificates in one place and book the next inspection a month before it is due. Landlords and agents with an account through our [property services](/property-services) can schedule recurring work per property and see what is coming up. To book an EICR for a single property, use our [booking page](/book); for a portfolio, get in touch through our [contact form](/contact).`,
  },
  {
    slug: "hmo-fire-doors-locks-escape-routes-coventry",
    theme: "landlords",
    title: "Keeping a Shared House Safe: Fire Doors, Locks and Escape Routes",
    description:
      "Shared houses in Coventry and Leamington need fire doors that close, locks that open from inside and a clear way out. What to check and what to fix.",
    tags: ["landlords", "HMO", "fire safety"],
    body: `Shared houses are a large part of the rented homes in Coventry and Leamington Spa: student houses near both universities in Canley, Tile Hill, Earlsdon and Lower Stoke, and in Leamington's Sydenham and Lillington, as well as rooms let to young professionals all over the city. Fire safety in a house shared by several people who each lock their own door is different from a family home, and much of it comes down to doors, locks and keeping the way out clear.

## Licensing comes first

A house let to five or more people forming more than one household needs a mandatory licence in England, and councils can require licences for smaller shared houses too. The licence conditions set out what your property needs: the alarm system, fire doors, emergency lighting and so on. Coventry City Council and Warwick District Council can tell you whether your house needs a licence and what applies to it. This article covers the practical side of keeping those measures working.

## Fire doors only work when they shut

A fire door holds back fire and smoke for a set time, typically thirty minutes, but only when it is closed. In a busy shared house the common faults are:

- Self-closers removed, disconnected or adjusted so weakly that the door no longer latches
- Doors wedged open with a fire extinguisher, a doorstop or a bin bag
- Intumescent strips and smoke seals painted over, torn out or missing
- Gaps between the door and frame that have grown as the door has dropped on its hinges
- Holes drilled through the door for a hook, a lock or a spyhole that was never fire rated

Test each door on its closer: open it fully, let go and watch it close and latch on its own. If it stops short, slams, or leaves a gap you can see light through, it needs attention.

## Locks that let people out

Tenants in a shared house expect to lock their bedroom, and they should be able to. But a lock on a room door, or on the front and back doors, must not trap anyone inside in a fire. Escape routes should open from the inside without a key, which usually means a thumb-turn on the inside. Deadlocks that need a key from both sides are a common finding in older lets and should be replaced.

When tenants change, so should the keys. If you cannot account for every key from the last group, change the front door cylinder before the next one moves in.

## Keep the way out clear

Hallways and landings are the escape route, and in a shared house they fill up with bikes, recycling and furniture. Make clearing them part of every inspection, check that any emergency lighting comes on when tested, and make sure a fire blanket is in the kitchen if your licence requires one.

## What we do

Our engineers adjust and replace door closers, replace intumescent strips and smoke seals, rehang dropped doors so the gaps are right again and fit fire doors to the manufacturer's instructions; see our [door hanging](/services/carpentry/door-hanging) page. We fit thumb-turn locks and escape-compliant hardware and change cylinders between tenancies through our [security and locks](/services/security-locks) service.

For landlords and agents with several houses, our [property services](/property-services) accounts let you report repairs, keep photos of the work and plan regular checks. For a one-off visit, [book online](/book) and send us the list.`,
  },
];
