// Sample content of the demo site: a Sri Lankan building and decorating contractor.
// Plain data; `scene` entries tell images.mjs what to draw for each picture. The Sinhala and
// Tamil of every translated field are sample translations, in translations.mjs.

export const COMPANY = {
  name: 'Serendib Build & Décor (Pvt) Ltd',
  shortName: 'Serendib Build & Décor',
  founded: 2002,
  email: 'info@serendibbuild.lk',
  phone: '+94 11 258 4710',
  hotline: '+94 77 358 4710',
};

export const HOME = {
  title: 'Building Trust, Delivering Excellence',
  subtitle:
    'Homes, offices, hotels and interiors across Sri Lanka, designed, built and finished by one experienced team since 2002.',
};

export const ABOUT = {
  title: 'About Serendib Build & Décor',
  description:
    'Serendib Build & Décor (Pvt) Ltd is a Colombo-based building and decorating contractor founded in 2002 by ' +
    'civil engineer Rohan Jayasuriya. What began as a small team renovating family homes in Colombo and its suburbs ' +
    'has grown into a CIDA-registered contractor with more than 180 engineers, supervisors and skilled craftsmen. ' +
    'We take on residential, commercial, hospitality and interior projects from the first sketch to the final coat ' +
    'of paint, so our clients deal with one accountable team instead of many. Our work is guided by honest pricing, ' +
    'safe sites and careful finishing, and most of our new projects come from clients who have built with us before.',
};

/** The company's history, one item per milestone (year ascending). */
export const JOURNEY = [
  {
    year: 2002,
    title: 'A small team with big plans',
    description:
      'Rohan Jayasuriya starts the company in Nugegoda with six craftsmen, renovating and extending family homes in the Colombo suburbs.',
  },
  {
    year: 2005,
    title: 'First design-and-build homes',
    description:
      'We complete our first architect-designed houses in Battaramulla and Kotte, handling design coordination, construction and interiors under one contract.',
  },
  {
    year: 2008,
    title: 'Interior & Décor division',
    description:
      'A dedicated interiors team joins, with its own joinery workshop, so that furniture, ceilings and finishes are made to measure in-house.',
  },
  {
    year: 2011,
    title: 'CIDA registration and first commercial work',
    description:
      'Registered with the Construction Industry Development Authority, we build our first office building and showroom on the Galle Road.',
  },
  {
    year: 2014,
    title: 'Heritage restoration in Galle',
    description:
      'Our first restoration inside the Galle Fort teaches us lime plaster, Dutch-period timber roofs and the patience that heritage work demands.',
  },
  {
    year: 2017,
    title: 'Head office on Havelock Road',
    description:
      'We move into our own head office in Colombo 05 and open a site office in Kandy to serve clients in the Central Province.',
  },
  {
    year: 2019,
    title: 'ISO 9001 and 45001 certification',
    description:
      'Our quality and occupational health and safety management systems are certified, formalising the way we plan, check and hand over every job.',
  },
  {
    year: 2022,
    title: 'Hospitality projects on the coast',
    description:
      'Boutique hotels in Galle and Negombo join our portfolio, combining structural work, MEP coordination and full interior fit-out.',
  },
  {
    year: 2024,
    title: '250 projects handed over',
    description:
      'We celebrate our 250th completed project and launch a two-year apprenticeship programme for young masons, carpenters and painters.',
  },
  {
    year: 2026,
    title: 'Building the next chapter',
    description:
      'With apartment, retail and heritage projects under way in Colombo and Kandy, we mark 24 years of building trust across Sri Lanka.',
  },
];

export const CONTACT = {
  email: COMPANY.email,
  phone: COMPANY.phone,
  whatsapp: '+94 77 258 4710',
  address: 'No. 214, Havelock Road, Colombo 05, Sri Lanka',
  googleMapsUrl:
    'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3960.9!2d79.8655!3d6.8868!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1' +
    '!3m3!1m2!1s0x0%3A0x0!2zSGF2ZWxvY2sgUm9hZCwgQ29sb21ibyAwNQ!5e0!3m2!1sen!2slk!4v1700000000000!5m2!1sen!2slk',
};

export const FOOTER = {
  company_name: COMPANY.name,
  footer_about:
    'Building trust, delivering excellence for over 24 years. Homes, commercial buildings, renovations and interiors across Sri Lanka, built by one accountable team.',
  // The footer's phone and email are left empty: it shows the Contact settings' (one source).
  facebook_url: 'https://www.facebook.com/serendibbuilddecor',
  instagram_url: 'https://www.instagram.com/serendibbuilddecor',
};

export const STATS = {
  total_projects: 265,
  ongoing_projects: 12,
  years_experience: 24,
  happy_clients: 240,
};

/** Project categories, in the order they are shown. */
export const CATEGORIES = ['Residential', 'Commercial', 'Interior & Décor', 'Renovation'];

/**
 * Projects. `scene` describes the cover picture (see images.mjs); `rooms` the interior
 * pictures of the gallery.
 */
export const PROJECTS = [
  {
    title: 'Galle Road Corporate Tower',
    coverImage_alt: 'The eleven-storey office tower on Galle Road by day',
    category: 'Commercial',
    client: 'Meridian Holdings PLC',
    architect: 'Urban Frame Architects (Pvt) Ltd',
    location: 'Colombo 03',
    cost: 'LKR 1.4 Billion',
    year: 2016,
    status: 'Completed',
    scene: { type: 'exterior', building: 'office', storeys: 11, setting: 'city', time: 'day' },
    rooms: ['lobby', 'office'],
    description:
      'An eleven-storey office tower on Galle Road, built on a tight city plot while the neighbouring buildings stayed open for business.\n\nWe handled the **piling, structure and façade** as main contractor, and fitted out the lobby and six office floors for the first tenants. The tower was handed over *two weeks ahead* of the agreed date.',
  },
  {
    title: 'Dutch Period Townhouse Restoration',
    coverImage_alt: 'The restored Dutch-period townhouse and its garden in the evening sun',
    category: 'Renovation',
    client: 'Mr. & Mrs. Pieris',
    architect: 'Archt. Chandima Amarasekera',
    location: 'Galle Fort',
    cost: 'LKR 62 Million',
    year: 2015,
    status: 'Completed',
    scene: { type: 'exterior', building: 'colonial', storeys: 1, setting: 'garden', time: 'golden' },
    rooms: ['living', 'bedroom'],
    description:
      "A townhouse inside the Galle Fort ramparts, restored for a family who wanted to live in it, not a museum.\n\nThe original lime plaster, teak roof and half-doors were repaired rather than replaced, with the **Galle Heritage Foundation** approving each step. A new kitchen and bathrooms sit behind the old walls.\n\nRead about the fort on [UNESCO's World Heritage site](https://whc.unesco.org/en/list/451).",
  },
  {
    title: 'Cinnamon Gardens Family Villa',
    coverImage_alt: 'The two-storey villa with its pool and garden at sunset',
    category: 'Residential',
    client: 'Mr. & Mrs. Ranasinghe',
    architect: 'Archt. Dilan Wickramasinghe',
    location: 'Colombo 07',
    cost: 'LKR 145 Million',
    year: 2018,
    status: 'Completed',
    scene: { type: 'exterior', building: 'villa', storeys: 2, setting: 'garden', time: 'golden', pool: true },
    rooms: ['living', 'kitchen'],
    description:
      'A two-storey family villa on a quiet lane in Colombo 07, designed around a courtyard garden that keeps the house cool without running the air conditioning all day.\n\nWe built it *design and build*, from the first sketches with the architect to the keys.',
  },
  {
    title: 'Ceylon Shield Assurance Head Office Fit-out',
    coverImage_alt: 'An open-plan floor of the assurance head office by day',
    category: 'Interior & Décor',
    client: 'Ceylon Shield Assurance PLC',
    architect: 'Studio Interiors Lanka',
    location: 'Colombo 02',
    cost: 'LKR 180 Million',
    year: 2019,
    status: 'Completed',
    scene: { type: 'interior', room: 'office', time: 'day' },
    rooms: ['lobby', 'office', 'restaurant'],
  },
  {
    title: 'Hill Country Bungalow',
    coverImage_alt: 'The two-storey bungalow among the hills of Nuwara Eliya',
    category: 'Residential',
    client: 'Dr. Anura Senanayake',
    architect: 'Archt. Shalini Perera',
    location: 'Nuwara Eliya',
    cost: 'LKR 78 Million',
    year: 2020,
    status: 'Completed',
    scene: { type: 'exterior', building: 'house', storeys: 2, setting: 'hills', time: 'day' },
    rooms: ['living', 'bedroom'],
  },
  {
    title: 'Rampart Boutique Hotel',
    coverImage_alt: 'The five-storey hotel and its pool by the sea at sunset',
    category: 'Commercial',
    client: 'Fort Heritage Hotels (Pvt) Ltd',
    architect: 'Coastline Design Studio',
    location: 'Galle',
    cost: 'LKR 540 Million',
    year: 2021,
    status: 'Completed',
    scene: { type: 'exterior', building: 'hotel', storeys: 5, setting: 'beach', time: 'golden', pool: true },
    rooms: ['lobby', 'bedroom'],
  },
  {
    title: 'Marine Drive Penthouse',
    coverImage_alt: 'The penthouse living room in the evening light',
    category: 'Interior & Décor',
    client: 'Mr. Nihal Gunawardena',
    architect: 'Archt. Ayesha Rahman',
    location: 'Colombo 03',
    cost: 'LKR 48 Million',
    year: 2022,
    status: 'Completed',
    scene: { type: 'interior', room: 'living', time: 'golden' },
    rooms: ['kitchen', 'bedroom', 'living'],
  },
  {
    title: 'Negombo Beachfront Residence',
    coverImage_alt: 'The beachfront house in Negombo with its pool by day',
    category: 'Residential',
    client: 'Mr. Ruwan Fernando',
    architect: 'Archt. Dilan Wickramasinghe',
    location: 'Negombo',
    cost: 'LKR 96 Million',
    year: 2023,
    status: 'Completed',
    scene: { type: 'exterior', building: 'villa', storeys: 2, setting: 'beach', time: 'day', pool: true },
    rooms: ['living', 'bedroom'],
  },
  {
    title: 'Mount Lavinia Family Home Extension',
    coverImage_alt: 'The extended family home in Mount Lavinia and its garden in the evening sun',
    category: 'Renovation',
    client: 'Mrs. Dilrukshi Silva',
    architect: 'Archt. Kasun Herath',
    location: 'Mount Lavinia',
    cost: 'LKR 34 Million',
    year: 2024,
    status: 'Completed',
    scene: { type: 'exterior', building: 'house', storeys: 2, setting: 'garden', time: 'golden' },
    rooms: ['kitchen', 'living'],
  },
  {
    title: 'Kandy Lake Walauwa Restoration',
    coverImage_alt: 'The restored walauwa among the hills of Kandy by day',
    category: 'Renovation',
    client: 'Kandy Heritage Trust',
    architect: 'Archt. Chandima Amarasekera',
    location: 'Kandy',
    cost: 'LKR 110 Million',
    year: 2025,
    status: 'Completed',
    scene: { type: 'exterior', building: 'colonial', storeys: 1, setting: 'hills', time: 'day' },
    rooms: ['living', 'bedroom'],
  },
  {
    title: 'Spice Route Restaurant Interiors',
    coverImage_alt: 'The restaurant dining room at dusk',
    category: 'Interior & Décor',
    client: 'Spice Route Dining (Pvt) Ltd',
    architect: 'Studio Interiors Lanka',
    location: 'Colombo 07',
    cost: 'LKR 38 Million',
    year: 2026,
    status: 'On-going',
    scene: { type: 'interior', room: 'restaurant', time: 'dusk' },
    rooms: ['restaurant', 'kitchen', 'lobby'],
  },
  {
    title: 'Hantana Retail & Office Centre',
    coverImage_alt: 'The five-storey retail and office centre in the hills of Kandy at sunset',
    category: 'Commercial',
    client: 'Hantana Retail (Pvt) Ltd',
    architect: 'Design Matrix Associates',
    location: 'Kandy',
    cost: 'LKR 850 Million',
    year: 2026,
    status: 'On-going',
    scene: { type: 'exterior', building: 'retail', storeys: 5, setting: 'hills', time: 'golden' },
    rooms: ['lobby'],
  },
  {
    title: 'Lakeview Heights Apartments',
    coverImage_alt: 'The ten-storey apartment building in Rajagiriya by day',
    category: 'Residential',
    client: 'Lakeview Developers (Pvt) Ltd',
    architect: 'Design Matrix Associates',
    location: 'Rajagiriya',
    cost: 'LKR 620 Million',
    year: 2026,
    status: 'On-going',
    scene: { type: 'exterior', building: 'apartment', storeys: 10, setting: 'city', time: 'day' },
    rooms: ['living'],
  },
];

/**
 * Services, most important first (they are created in reverse, so that "newest first"
 * lists them in this order).
 */
export const SERVICES = [
  {
    title: 'Design & Build Construction',
    icon: 'FaBuilding',
    shortDescription: 'Homes, offices and hotels built from foundation to handover by one accountable team.',
    longDescription:
      'We take full responsibility for your building, from soil investigation and foundations to the structure, ' +
      'roof, services and finishes. Our engineers work with your architect or ours, prepare a clear programme, and ' +
      'keep you informed with weekly site reports and photographs. Because design, construction and finishing sit ' +
      'with one team, decisions are made quickly and nothing falls between contractors.',
    scene: { type: 'exterior', building: 'apartment', storeys: 8, setting: 'city', time: 'golden', ongoing: true },
  },
  {
    title: 'Architectural Design & Planning',
    icon: 'FaDraftingCompass',
    shortDescription: 'Practical plans, 3D views and approvals that turn your ideas into a buildable design.',
    longDescription:
      'Our in-house design team and partner architects develop concept sketches, floor plans, elevations and 3D ' +
      'views that balance your brief, your budget and the Sri Lankan climate: deep eaves, cross-ventilation and ' +
      'shaded courtyards. We prepare structural and services drawings, handle the Urban Development Authority and ' +
      'local council approvals, and make sure the design is ready to build before work begins on site.',
    scene: { type: 'desk', kind: 'blueprint' },
  },
  {
    title: 'Interior Design & Décor',
    icon: 'Quality',
    shortDescription: 'Complete interiors, from space planning and lighting to custom furniture and finishes.',
    longDescription:
      'From a single living room to a full office floor, our interior designers plan the layout, select materials ' +
      'and colours, and detail ceilings, lighting and joinery. Furniture, wardrobes and kitchen cabinets are made ' +
      'to measure in our own workshop from seasoned timber and quality boards, and our painters and finishers ' +
      'complete the work to a standard we are proud to photograph.',
    scene: { type: 'interior', room: 'living', time: 'golden' },
  },
  {
    title: 'Renovation & Restoration',
    icon: 'FaHardHat',
    shortDescription: 'Extensions, makeovers and careful restoration of heritage buildings.',
    longDescription:
      'Whether you are adding a storey, opening up a kitchen or bringing a colonial walauwa back to life, we survey ' +
      'the building first and tell you honestly what it needs. We repair roofs and damp walls, strengthen old ' +
      'structures, and work with traditional materials such as lime plaster, clay tiles and reclaimed timber where ' +
      'a building deserves them. Occupied homes are phased and protected so that families can keep living in them.',
    scene: { type: 'interior', room: 'living', time: 'day', wip: true },
  },
  {
    title: 'Quantity Surveying & Cost Control',
    icon: 'CostControl',
    shortDescription: 'Transparent estimates, bills of quantities and monthly cost reports that keep budgets on track.',
    longDescription:
      'Our chartered quantity surveyors prepare detailed estimates and bills of quantities before you commit, so ' +
      'you know what your project will cost and why. During construction we value work monthly, agree variations ' +
      'in writing before they are carried out, and report the forecast final cost against your budget. Clients ' +
      'value the absence of surprises as much as the savings we find through value engineering.',
    scene: { type: 'desk', kind: 'cost' },
  },
  {
    title: 'Project Management & Site Safety',
    icon: 'Safety',
    shortDescription: 'Planned programmes, daily supervision and certified safety on every site we run.',
    longDescription:
      'Every project has a dedicated project manager and site engineer who plan the work, coordinate ' +
      'subcontractors and suppliers, and check quality at each stage before it is covered up. Our ISO 45001 ' +
      'certified safety system means inductions, protective equipment, scaffolding inspections and toolbox talks ' +
      'are part of every working day, protecting our workers, your neighbours and your property.',
    scene: { type: 'exterior', building: 'office', storeys: 9, setting: 'city', time: 'day', ongoing: true },
  },
];

/** Team members, most senior first (created in reverse, like services). */
export const TEAM = [
  {
    name: 'Eng. Rohan Jayasuriya',
    role: 'Founder & Managing Director',
    bio:
      'A chartered civil engineer with more than thirty years in construction, Rohan founded the company in 2002 ' +
      'and still visits every site at least once a month. He believes a contractor is only as good as the promises it keeps.',
    portrait: { gender: 'm', grey: true, glasses: true, hair: 'short', shirt: '#f4f1ea' },
  },
  {
    name: 'Nirmala Wijesekara',
    role: 'Director – Interior Design',
    bio:
      'Nirmala studied interior architecture in Colombo and Melbourne and has led our Interior & Décor division since ' +
      '2008. Her teams have completed homes, hotel suites and corporate offices across the island.',
    portrait: { gender: 'f', hair: 'bun', shirt: '#a9574a' },
  },
  {
    name: 'Eng. Kasun Bandara',
    role: 'Head of Projects',
    bio:
      'Kasun oversees planning, programming and site management for all our construction projects. He joined as a ' +
      'graduate site engineer in 2009 and has since delivered towers, hotels and heritage restorations.',
    portrait: { gender: 'm', hardHat: true, beard: true, shirt: '#2f5d62' },
  },
  {
    name: 'Tharushi Perera',
    role: 'Senior Quantity Surveyor',
    bio:
      'Tharushi prepares our estimates and bills of quantities and reports costs to clients every month. She is a ' +
      'corporate member of the Institute of Quantity Surveyors, Sri Lanka.',
    portrait: { gender: 'f', glasses: true, shirt: '#3e4a61' },
  },
  {
    name: 'Mohamed Rizwan',
    role: 'Health, Safety & Environment Manager',
    bio:
      'Rizwan runs our ISO 45001 safety system, site inductions and inspections. Under his watch our sites have ' +
      'worked more than two million hours without a lost-time injury.',
    portrait: { gender: 'm', beard: true, hair: 'short', shirt: '#7d8c6e' },
  },
  {
    name: 'Sanjeewa Kumara',
    role: 'Workshop & Finishing Supervisor',
    bio:
      'A master carpenter trained in Moratuwa, Sanjeewa leads our joinery workshop and finishing crews, and ' +
      'mentors the young craftsmen of our apprenticeship programme.',
    portrait: { gender: 'm', hair: 'bald', shirt: '#8a5a3c' },
  },
];

/** Scenes of the site-wide pictures (home and about settings). */
export const SITE_SCENES = {
  backgroundImage: { type: 'exterior', building: 'office', storeys: 12, setting: 'city', time: 'dusk' },
  hero_image: { type: 'exterior', building: 'villa', storeys: 3, setting: 'garden', time: 'golden', pool: true },
  about_page_image: {
    type: 'exterior',
    building: 'apartment',
    storeys: 9,
    setting: 'city',
    time: 'day',
    ongoing: true,
  },
  about_image: { type: 'interior', room: 'lobby', time: 'day' },
};

/** What clients said; `project` is a project title above. Created newest last. */
export const TESTIMONIALS = [
  {
    client_name: 'Dilani & Suresh Fernando',
    client_role: 'Home owners, Colombo 07',
    project: 'Cinnamon Gardens Family Villa',
    quote:
      'They handed over our home two weeks early and every change we asked for was priced before it was built. ' +
      'Three years on, not a single leak or crack.',
    portrait: { gender: 'f', hair: 'long', shirt: '#7a4e8a' },
  },
  {
    client_name: 'Ruwan Abeysekera',
    client_role: 'General Manager, Rampart Boutique Hotel',
    project: 'Rampart Boutique Hotel',
    quote:
      'Working inside the Fort walls meant strict rules and a tight season. The site was tidy, the neighbours were ' +
      'kept informed and we opened on the date we had promised our guests.',
    portrait: { gender: 'm', hair: 'short', shirt: '#2d4f73' },
  },
  {
    client_name: 'Meridian Holdings PLC',
    client_role: 'Facilities department',
    project: 'Galle Road Corporate Tower',
    quote:
      'Clear programmes, weekly reports with photographs, and a team that answered the phone. We would build with them again.',
  },
  {
    client_name: 'Anoma Gunawardena',
    client_role: 'Home owner, Kandy',
    project: '',
    quote: 'Our old walauwa has its verandah back, with new timber and the original tiles cleaned and relaid by hand.',
  },
];

/** Sample quote requests for the admin Inbox; `service` is a service title above. */
export const INQUIRIES = [
  {
    name: 'Kasun Rathnayake',
    phone: '071 456 7890',
    email: 'kasun.r@example.com',
    service: 'Design & Build Construction',
    location: 'Kurunegala',
    message:
      'We have a 15-perch land and approved plans for a two-storey house. Could you quote and say when you could start?',
    handled: true,
  },
  {
    name: 'Shalini Mendis',
    phone: '+94 76 234 5678',
    email: '',
    service: '',
    location: 'Negombo',
    message: 'Looking to renovate the kitchen and two bathrooms in a 20-year-old house. Please call after 5 pm.',
    handled: false,
  },
];

export { SAMPLE as SAMPLE_TRANSLATIONS, TRANSLATIONS } from './translations.mjs';

/** The settings records, by their key in the content model (shared/content.ts). */
export const SETTINGS = { homeSettings: HOME, about: ABOUT, contact: CONTACT, footer: FOOTER, stats: STATS };
