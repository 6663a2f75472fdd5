import type { ComponentType, SVGProps } from "react";
import { ICON_SPRITE_PATH, ISLAND_ICON_SPRITE_PATH } from "virtual:built-images/sprites";

export { ICON_SPRITE_PATH, ISLAND_ICON_SPRITE_PATH };

export type IconProps = SVGProps<SVGSVGElement>;
export type LucideIcon = ComponentType<IconProps> & { readonly iconName: string };

/** An icon of a sprite (the site's, by default), by its Lucide name; called once per icon when its module loads, never during a render. */
export function spriteIcon(iconName: string, sprite = ICON_SPRITE_PATH): LucideIcon {
  // biome-ignore lint/correctness/noComponentHookFactories: each icon's component is made once, at module load
  function SpriteIcon({ className, ...props }: IconProps) {
    return (
      <svg width="24" height="24" aria-hidden="true" className={className ? `lucide ${className}` : "lucide"} {...props}>
        <use href={`${sprite}#${iconName}`} />
      </svg>
    );
  }
  SpriteIcon.displayName = iconName;
  return Object.assign(SpriteIcon, { iconName });
}
