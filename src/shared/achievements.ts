/** What a player's results add up to, for the achievements. */
export interface PlayerStats {
  games: number;
  wins: number;
  finalTables: number;
  cashes: number;
  satelliteWins: number;
  /** The most games at any one venue. */
  mostGamesAtOneVenue: number;
  venues: number;
  points: number;
}

/** Final tables seat nine. */
export const FINAL_TABLE_PLACES = 9;

interface AchievementRule {
  id: number;
  name: string;
  description: string;
  filename: string;
  done: (stats: PlayerStats) => boolean;
}

/** Every achievement, in the order the profile shows them; earned from real results, never assigned. */
export const ACHIEVEMENTS: readonly AchievementRule[] = [
  {
    id: 1,
    name: 'First Hand',
    description: 'Played a first league game',
    filename: 'first-hand.svg',
    done: (s) => s.games >= 1,
  },
  {
    id: 2,
    name: 'Final Table',
    description: 'Reached a first final table',
    filename: 'final-table.svg',
    done: (s) => s.finalTables >= 1,
  },
  {
    id: 3,
    name: 'Winner',
    description: 'Won a first game',
    filename: 'winner.svg',
    done: (s) => s.wins >= 1,
  },
  {
    id: 4,
    name: 'In the Money',
    description: 'Finished in the prize money',
    filename: 'in-the-money.svg',
    done: (s) => s.cashes >= 1,
  },
  {
    id: 5,
    name: 'Local Legend',
    description: 'Played 10 games at one venue',
    filename: 'local-legend.svg',
    done: (s) => s.mostGamesAtOneVenue >= 10,
  },
  {
    id: 6,
    name: 'Satellite Winner',
    description: 'Won a satellite',
    filename: 'satellite-winner.svg',
    done: (s) => s.satelliteWins >= 1,
  },
  {
    id: 7,
    name: 'Road Tripper',
    description: 'Played at 3 different venues',
    filename: 'road-tripper.svg',
    done: (s) => s.venues >= 3,
  },
  {
    id: 8,
    name: 'Hat-trick',
    description: 'Won 3 games',
    filename: 'hat-trick.svg',
    done: (s) => s.wins >= 3,
  },
  {
    id: 9,
    name: 'Half Century',
    description: 'Played 50 games',
    filename: 'half-century.svg',
    done: (s) => s.games >= 50,
  },
  {
    id: 10,
    name: 'Points Machine',
    description: 'Scored 1,000 points',
    filename: 'points-machine.svg',
    done: (s) => s.points >= 1000,
  },
];

export interface Achievement {
  id: number;
  name: string;
  description: string;
  filename: string;
  completed: boolean;
}

export const achievementsFor = (stats: PlayerStats): Achievement[] =>
  ACHIEVEMENTS.map(({ done, ...achievement }) => ({ ...achievement, completed: done(stats) }));
