import enAbout from "../../app/locales/en/about.json";
import esAbout from "../../app/locales/es/about.json";
import { SAMPLE_PEOPLE } from "../../contracts/people.ts";
import type { ClientStory, TeamMember } from "../../contracts/people.ts";

/**
 * The site's sample people with their words as the pages have shipped them (the about page's copy):
 * what the editor's `team` and `client-stories` lists start from, and what the API answers until an
 * editor opens them.
 */
export function sampleTeam(): TeamMember[] {
  return SAMPLE_PEOPLE["team-members"].map(({ id, name }) => ({
    id,
    name,
    role_es: esAbout.main.team.members[id].role,
    role_en: enAbout.main.team.members[id].role,
    bio_es: esAbout.main.team.members[id].bio,
    bio_en: enAbout.main.team.members[id].bio,
  }));
}

export function sampleClientStories(): ClientStory[] {
  return SAMPLE_PEOPLE["client-stories"].map(({ id, name }) => ({
    id,
    name,
    role_es: esAbout.stories.items[id].role,
    role_en: enAbout.stories.items[id].role,
    quote_es: esAbout.stories.items[id].quote,
    quote_en: enAbout.stories.items[id].quote,
  }));
}
