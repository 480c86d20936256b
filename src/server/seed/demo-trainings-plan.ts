import type { TrainingSpec } from './trainings-generator';

// What the demo companies booked: single courses over the past year and the coming months, and
// programs of sessions. Days are counted from the day the demo is made; teams by name.

export interface DemoTraining {
  /** Days from today: negative in the past. */
  inDays: number;
  /** Booked this many days before the course (its created_at). */
  bookedDaysAhead: number;
  participants: number;
  /** Teams the participants come from when not the visibility's teams. */
  fromTeams?: string[];
  spec: Omit<TrainingSpec, 'date' | 'teams'> & { teamNames?: string[] };
}

const FIRST_AID_INFO = 'Practical day with CPR manikins and an AED trainer. Wear comfortable clothes; lunch is provided on site.';
const FORKLIFT_INFO = 'Theory in the morning, practical test on the depot floor in the afternoon. Safety shoes required.';
const LEADERSHIP_INFO = 'Three days at the Vlerick campus in Ghent: situational leadership, feedback, delegation and a personal action plan.';

export const DEMO_SINGLE_TRAININGS: DemoTraining[] = [
  {
    inDays: -300,
    bookedDaysAhead: 30,
    participants: 18,
    fromTeams: ['Operations', 'Facilities', 'Workshop'],
    spec: {
      name: 'First aid refresher',
      supplier: 'Red Cross Flanders',
      cost: 180,
      certificate: 1,
      location: 'on-site',
      info: FIRST_AID_INFO,
      fla: { span: 1, days: 1 },
    },
  },
  {
    inDays: -250,
    bookedDaysAhead: 21,
    participants: 12,
    fromTeams: ['Facilities', 'Operations'],
    spec: { name: 'Fire safety and evacuation', supplier: 'SafetyFirst BV', cost: 150, location: 'on-site' },
  },
  {
    inDays: -200,
    bookedDaysAhead: 45,
    participants: 9,
    spec: {
      name: 'Forklift certification',
      supplier: 'SafetyFirst BV',
      cost: 650,
      visibility: 2,
      teamNames: ['Logistics', 'Workshop'],
      certificate: 1,
      location: 'on-site',
      info: FORKLIFT_INFO,
      fla: { span: 3, days: 2.5 },
    },
  },
  {
    inDays: -120,
    bookedDaysAhead: 20,
    participants: 11,
    spec: {
      name: 'Excel for finance',
      supplier: 'Xylos',
      cost: 395,
      visibility: 2,
      teamNames: ['Finance'],
      location: 'online',
      fla: { span: 1, minutes: 450 },
    },
  },
  {
    inDays: -90,
    bookedDaysAhead: 25,
    participants: 16,
    spec: {
      name: 'Customer service excellence',
      supplier: 'Cegos',
      cost: 510,
      visibility: 2,
      teamNames: ['Customer success'],
      type: 'informal',
      location: 'off-site',
    },
  },
  {
    inDays: -60,
    bookedDaysAhead: 14,
    participants: 25,
    fromTeams: ['HR', 'Finance', 'Sales', 'Marketing'],
    spec: { name: 'GDPR awareness', supplier: 'Privacy Company', cost: 95, type: 'informal', location: 'online', priceVisible: 0 },
  },
  {
    inDays: -30,
    bookedDaysAhead: 30,
    participants: 8,
    fromTeams: ['Sales', 'Logistics'],
    spec: { name: 'Defensive driving', supplier: 'VAB Rijschool', cost: 320, visibility: 0, location: 'off-site', fla: { span: 1, days: 1 } },
  },
  {
    inDays: 10,
    bookedDaysAhead: 20,
    participants: 10,
    spec: {
      name: 'Working safely at height (VCA)',
      supplier: 'SafetyFirst BV',
      cost: 290,
      visibility: 2,
      teamNames: ['Workshop', 'Facilities'],
      certificate: 1,
      location: 'on-site',
      fla: { span: 1, days: 1 },
    },
  },
  {
    inDays: 20,
    bookedDaysAhead: 40,
    participants: 6,
    fromTeams: ['Engineering', 'Operations', 'Customer success'],
    spec: {
      name: 'Leadership essentials',
      supplier: 'Vlerick Business School',
      cost: 2450,
      location: 'off-site',
      info: LEADERSHIP_INFO,
      certificate: 1,
      priceVisible: 0,
      fla: { span: 3, days: 3 },
    },
  },
  {
    inDays: 45,
    bookedDaysAhead: 15,
    participants: 14,
    fromTeams: ['Marketing', 'HR'],
    spec: { name: 'Time management', supplier: 'Cegos', cost: 420, visibility: 0, type: 'informal', location: 'online', fla: { span: 1, minutes: 240 } },
  },
  {
    inDays: 60,
    bookedDaysAhead: 30,
    participants: 7,
    fromTeams: ['Engineering', 'Workshop'],
    spec: { name: 'Dutch for beginners', supplier: 'Linguapolis', cost: 780, location: 'online', fla: { span: 2, minutes: 1200 } },
  },
  {
    inDays: 90,
    bookedDaysAhead: 60,
    participants: 5,
    fromTeams: ['Engineering', 'Sales'],
    spec: {
      name: 'Hannover Messe product training',
      supplier: 'Deutsche Messe AG',
      cost: 1350,
      location: 'buitenland',
      info: 'Two days at the fair in Hannover with the supplier’s product specialists; travel and hotel booked by HR.',
      fla: { span: 2, days: 2 },
    },
  },
];

export interface DemoProgram {
  name: string;
  fromTeams: string[];
  /** People taken from each team into the program's cohort. */
  perTeam: number;
  sessions: DemoTraining[];
}

const session = (name: string, inDays: number, participants: number, spec: Omit<DemoTraining['spec'], 'name'>): DemoTraining => ({
  inDays,
  bookedDaysAhead: 30,
  participants,
  spec: { ...spec, name },
});
const traineeship = { supplier: 'Vlerick Business School', cost: 900, location: 'off-site' as const, certificate: 1 as const, fla: { span: 1, days: 1 } };
const sales = { supplier: 'Sales Impact Academy', cost: 350, location: 'on-site' as const, fla: { span: 1, minutes: 450 } };
const welcome = { supplier: 'Internal', cost: 0, location: 'on-site' as const, type: 'informal' as const };

export const DEMO_PROGRAMS: DemoProgram[] = [
  {
    name: 'Management traineeship',
    fromTeams: ['Engineering', 'Operations', 'Finance', 'Customer success'],
    perTeam: 2,
    sessions: [
      session('Kick-off and self-insight', -150, 8, traineeship),
      session('Coaching conversations', -90, 8, traineeship),
      session('Feedback and difficult talks', -30, 7, traineeship),
      session('Final presentations', 30, 8, {
        ...traineeship,
        info: 'Each trainee presents a ten-minute improvement plan to the management team, followed by questions.',
      }),
    ],
  },
  {
    // The second session is the trainer's attendance demo: 30 people of Sales and Logistics, in a few days.
    name: 'Sales academy',
    fromTeams: ['Sales', 'Logistics'],
    perTeam: 15,
    sessions: [
      session('Prospecting and first calls', -40, 22, { ...sales, visibility: 2, teamNames: ['Sales', 'Logistics'] }),
      session('Negotiation', 5, 30, { ...sales, visibility: 2, teamNames: ['Sales', 'Logistics'] }),
      session('Closing deals', 35, 30, { ...sales, visibility: 2, teamNames: ['Sales', 'Logistics'] }),
    ],
  },
  {
    name: 'Welcome programme',
    fromTeams: ['Marketing', 'HR', 'Engineering'],
    perTeam: 2,
    sessions: [session('Welcome day', -14, 6, welcome), session('Systems and tools', 14, 6, { ...welcome, location: 'online' })],
  },
];

export const OTHER_TRAININGS: DemoTraining[] = [
  {
    inDays: -45,
    bookedDaysAhead: 20,
    participants: 4,
    fromTeams: ['Team North'],
    spec: { name: 'Fire warden training', supplier: 'Brandweerzone Centrum', cost: 210, location: 'on-site' },
  },
  {
    inDays: 25,
    bookedDaysAhead: 20,
    participants: 3,
    fromTeams: ['Team South', 'Team West'],
    spec: { name: 'Spreadsheet basics', supplier: 'Syntra', cost: 240, location: 'online' },
  },
];
