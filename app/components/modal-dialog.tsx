import { type ReactNode, useLayoutEffect, useRef } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab past the last control comes back to the first, and Shift+Tab the other way: focus stays in the page's dialog. */
function keepTabInside(event: React.KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => control.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const wrapTo = event.shiftKey ? (document.activeElement === first ? last : null) : document.activeElement === last ? first : null;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}

interface ModalDialogProps {
  open: boolean;
  /** Escape, a click on the backdrop, or anything else that closed the dialog. */
  onClose: () => void;
  /** The id of the dialog's title. */
  labelledBy: string;
  describedBy?: string;
  /** The dialog's box; its content fills it, so that a click on the dialog itself is a click on the backdrop. */
  className: string;
  children: ReactNode;
}

/**
 * A modal dialog, the browser's own: `showModal()` makes the rest of the page
 * inert, Escape closes it, and focus goes back to what opened it; Tab goes
 * round its controls, and the page behind does not scroll. The content is
 * rendered only while it is open.
 */
export function ModalDialog({ open, onClose, labelledBy, describedBy, className, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      // Its content is gone by now, and with it the focus.
      if (document.activeElement === document.body && opener.current instanceof HTMLElement) opener.current.focus();
    }
  }, [open]);
  // The page behind does not scroll while the dialog is open.
  useLayoutEffect(() => {
    if (!open) return;
    const { style } = document.documentElement;
    style.overflow = "hidden";
    return () => {
      style.overflow = "";
    };
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={keepTabInside}
    >
      {open && children}
    </dialog>
  );
}
