import type { ReactNode } from "react";
import { LinkButton } from "./button";
import { Card } from "./card";
import { ArrowRight, type LucideIcon } from "./icons";
import { TagList } from "./tag-list";

interface RoleCardProps {
  icon: LucideIcon;
  title: string;
  /** The skills the role calls for. */
  tags: readonly string[];
  /** Where the card's button leads, its label, and whether an arrow follows the label. */
  action: { to: string; label: string; arrow?: boolean };
  children: ReactNode;
}

/**
 * A role a page offers or hires for: its icon, title and text, its skills as
 * tags, and a button to act on it, which the title names for screen readers.
 */
export function RoleCard({ icon: Icon, title, tags, action, children }: RoleCardProps) {
  return (
    <Card
      icon={<Icon className="size-6" />}
      title={title}
      footer={
        <div className="space-y-6">
          <TagList tags={tags} />
          <LinkButton to={action.to} variant="secondary">
            {action.label}
            <span className="sr-only">: {title}</span>
            {action.arrow && <ArrowRight aria-hidden="true" className="size-4" />}
          </LinkButton>
        </div>
      }
    >
      {children}
    </Card>
  );
}
