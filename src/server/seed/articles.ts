import type { Db } from '../db/client';
import { articles } from '../db/schema';

interface Page {
  urlName: string;
  name: string;
  showInNavbar: boolean;
  excerpt: string;
  content: string;
}

const PAGES: Page[] = [
  {
    urlName: 'about-us',
    name: 'About APL',
    showInNavbar: true,
    excerpt: 'Free pub poker across Australia since 2005.',
    content: `<h2>Free pub poker, every night of the week</h2>
<p>The Australian Poker League runs free-to-play Texas Hold'em tournaments in more than three hundred pubs and clubs across every state and territory. Play for league points, prizes and a seat at our major events.</p>
<h3>How the league works</h3>
<ul><li>Play at any venue: every game earns points on the venue, region and state leaderboards.</li>
<li>Finish high in a season to qualify for regional and state finals.</li>
<li>Win Poker Tour Credits (PTC) and use them for tickets to major events.</li></ul>
<p>New to poker? Our tournament directors teach the basics before every game. Just turn up 30 minutes early.</p>`,
  },
  {
    urlName: 'faq',
    name: 'FAQs',
    showInNavbar: true,
    excerpt: 'Answers to the questions players ask most.',
    content: `<h2>Frequently asked questions</h2>
<h3>Does it cost anything to play?</h3><p>Most league games are free. Some special events and satellites have a buy-in, shown on the game card.</p>
<h3>How old do I need to be?</h3><p>You must be 18 or older to play at licensed venues.</p>
<h3>What are PTC?</h3><p>Poker Tour Credits are won at selected games and can pay for tickets to events. See your balance under My Account.</p>
<h3>How do I find a game?</h3><p>Use <a href="/">Find Game</a> to see the games near you today, or search by suburb or postcode.</p>`,
  },
  {
    urlName: 'work-with-us',
    name: 'Work With Us',
    showInNavbar: true,
    excerpt: 'Become a tournament director.',
    content: `<h2>Become a tournament director</h2>
<p>We are always looking for friendly, organised people to run games in their local area. Tournament directors set up the tables, run the clock, teach new players and keep the game fair.</p>
<ul><li>Flexible evening shifts, paid per game</li><li>Full training, no experience needed</li><li>Must hold a current RSA and be 18+</li></ul>
<p>Send your CV to <a href="mailto:jobs@apl.example.com">jobs@apl.example.com</a> with the suburbs you can cover.</p>`,
  },
  {
    urlName: 'terms-and-conditions',
    name: 'Terms and Conditions',
    showInNavbar: true,
    excerpt: 'The rules that apply to league play and membership.',
    content: `<h2>Terms and conditions</h2>
<p>By registering a membership or playing in an APL game you agree to these terms.</p>
<ol><li>Players must be 18 years or older and may hold one membership only.</li>
<li>League games are free to enter; no purchase is necessary to play.</li>
<li>PTC have no cash value, cannot be sold, and expire as shown in your PTC summary.</li>
<li>The tournament director's decision is final in all matters of play.</li>
<li>APL may suspend memberships for abusive behaviour or collusion.</li></ol>`,
  },
  {
    urlName: 'privacy-policy',
    name: 'Privacy Policy',
    showInNavbar: true,
    excerpt: 'How we collect, use and protect your information.',
    content: `<h2>Privacy policy</h2>
<p>We collect the details you give us when you register (name, contact details, date of birth, state and postcode) and your game results, to run the league and publish leaderboards.</p>
<p>We never sell your personal information. You may opt out of marketing at any time in My Account, and ask for your account to be deleted through the <a href="/accountDeleteRequest">deletion request form</a>.</p>
<p>Questions about privacy: <a href="mailto:privacy@apl.example.com">privacy@apl.example.com</a>.</p>`,
  },
  {
    urlName: 'apl-responsible-gambling',
    name: 'Responsible Gambling',
    showInNavbar: true,
    excerpt: 'Keep poker fun. Help is available 24/7.',
    content: `<h2>Keep it a game</h2>
<p>APL league games are free, but poker is still gambling. Set limits, take breaks, and never chase losses.</p>
<p>If gambling is causing you harm, free and confidential help is available 24 hours a day from Gambling Help on <a href="tel:1800858858">1800 858 858</a> or at gamblinghelponline.org.au.</p>`,
  },
  {
    urlName: 'voucher',
    name: 'Vouchers and Tickets',
    showInNavbar: false,
    excerpt: 'How event tickets and vouchers work.',
    content: `<h2>Vouchers and tickets</h2>
<p>Tickets won in satellites or bought with PTC can be swapped to another flight of the same event, or transferred to another player.</p>
<p>Automatic transfers happen immediately and cannot be reversed. Where an event needs manual approval, transfers take up to one business day.</p>`,
  },
];

export async function seedArticles(db: Db, now: Date) {
  await db
    .insert(articles)
    .values(PAGES.map((page) => ({ ...page, kind: 'general' as const, bannerUrl: null, articleDate: now })));
}
