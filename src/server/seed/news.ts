import { STATES } from '../../shared/states';

export interface NewsSeed {
  urlName: string;
  name: string;
  state: number | null;
  featured: boolean;
  banner: string;
  days: number;
}

const TOPICS = [
  {
    slug: 'player-of-the-month',
    title: (s: string) => `${s} player of the month`,
    banner: 'news',
    featured: false,
  },
  {
    slug: 'satellite-winners',
    title: (s: string) => `${s} satellite winners head to the Million`,
    banner: 'apl-million',
    featured: false,
  },
  {
    slug: 'new-season-venues',
    title: (s: string) => `New venues join the ${s} league this season`,
    banner: 'new-season',
    featured: false,
  },
  {
    slug: 'regional-final-recap',
    title: (s: string) => `${s} regional final: the recap`,
    banner: 'grand-final',
    featured: true,
  },
];

/** Four stories for every state, a few days apart, one of them featured. */
export const STATE_STORIES: NewsSeed[] = STATES.flatMap((state, s) =>
  TOPICS.map((topic, t) => ({
    urlName: `${state.short.toLowerCase()}-${topic.slug}`,
    name: topic.title(state.short),
    state: state.id,
    featured: topic.featured && s % 2 === 0,
    banner: topic.banner,
    days: 3 + t * 9 + s,
  })),
);

const SCENES = ['final-table', 'trophy-presentation', 'big-stack', 'day-two'];

const RESPONSIBLE_GAMBLING = `<h2>Keep poker a game</h2>
<p>APL league games are free to play, but poker is still gambling. We want every player to enjoy the game and go home happy.</p>
<ul><li>Set a limit on the time and money you spend before you sit down, and stick to it.</li>
<li>Take regular breaks; never play to win back losses.</li>
<li>Poker is entertainment, not a way to make money.</li></ul>
<p>If gambling is causing harm to you or someone close to you, free and confidential help is available 24 hours a day, 7 days a week from Gambling Help on <a href="tel:1800858858">1800 858 858</a>.</p>
<p>Venues can help you self-exclude from gaming areas; ask the duty manager or your tournament director.</p>`;

/** An article's HTML: a photo that opens full size in the preview, and the story. */
export function newsContent(story: NewsSeed, index: number): string {
  if (story.urlName === 'apl-responsible-gambling') return RESPONSIBLE_GAMBLING;
  const scene = SCENES[index % SCENES.length];
  const photo = `/media/news/${scene}.png`;
  return `<p><a href="${photo}"><img src="${photo}" alt="${story.name}" width="800" height="500" style="max-width:100%;height:auto"></a></p>
<p>${story.name}. Players from across the league turned up for another big week of poker, with packed tables and plenty of close finishes.</p>
<p>Tap the photo above to see it full size, and <a href="${photo}">open the full-size photo</a> to look for yourself at the final table.</p>
<h3>What's next</h3>
<p>Games run every night across the country: check <a href="/">Find Game</a> for the ones near you, and follow the <a href="/major-events">major events</a> to see where the road leads.</p>`;
}
