import { Quote } from "~/components/icons";
import { useTranslation } from "~/i18n/use-translation";
import { Avatar } from "~/components/avatar";
import type { PersonId } from "../../../contracts/people";
import { inLanguage, type PersonView } from "./people";

/**
 * The client stories as quote cards, each with its client's portrait. The home
 * and about pages each carry the same `stories.items` subtree (each page loads
 * only its own namespace); the Spanish home file types the keys.
 */
export function ClientStories({ namespace, stories }: { namespace: "home" | "about"; stories: PersonView<"client-stories">[] }) {
  const { t, i18n } = useTranslation(namespace as "home");
  const language = i18n.language;
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {stories.map((story) => (
        <li key={story.id} data-testid="client-story">
          <figure className="flex h-full flex-col rounded-card border border-line bg-white p-7 shadow-card sm:p-8">
            <Quote aria-hidden="true" className="size-9 text-accent-600" />
            <blockquote className="mt-5 flex-1 text-lg leading-relaxed text-ink">
              <p>{story.text ? inLanguage(story.text, language) : t(`stories.items.${story.id as PersonId<"client-stories">}.quote`)}</p>
            </blockquote>
            <figcaption className="mt-8 flex items-center gap-4 border-t border-line pt-6">
              <Avatar src={story.portrait} image={story.image} />
              <span>
                <span className="block font-bold text-brand-900">{story.name}</span>
                <span className="block text-sm text-muted">
                  {story.role ? inLanguage(story.role, language) : t(`stories.items.${story.id as PersonId<"client-stories">}.role`)}
                  {story.company ? `, ${story.company}` : null}
                </span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
