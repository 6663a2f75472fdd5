import { CircleCheck } from "~/components/icons";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "~/components/button";
import { ModalDialog } from "~/components/modal-dialog";

interface SuccessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where Continue Exploring leads (spec section 2). */
  continueTo: string;
}

/**
 * The keyboard starts over at the top, as after a page load: focus rests on a
 * mark at the start of the document until the next Tab, which reaches the skip
 * link. (Chrome keeps its place for the next Tab when the body itself is focused.)
 */
function focusDocumentStart() {
  const mark = document.createElement("span");
  mark.tabIndex = -1;
  document.body.prepend(mark);
  mark.focus({ preventScroll: true });
  mark.addEventListener("blur", () => mark.remove(), { once: true });
}

/** The success overlay: modal, focus kept inside, Escape closes it. */
export function SuccessDialog({ open, onOpenChange, continueTo }: SuccessDialogProps) {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  return (
    <ModalDialog
      open={open}
      onClose={() => onOpenChange(false)}
      labelledBy="success-dialog-title"
      describedBy="success-dialog-text"
      className="w-[min(calc(100vw-2rem),28rem)] max-w-none rounded-card bg-white p-0 text-center shadow-raised backdrop:bg-brand-950/60 open:animate-[fade-in_150ms_ease-out] backdrop:animate-[fade-in_150ms_ease-out]"
    >
      <div className="p-8 sm:p-10">
        <CircleCheck aria-hidden="true" className="mx-auto size-16 text-success-700" strokeWidth={1.75} />
        <h2 id="success-dialog-title" className="mt-5 text-2xl font-bold text-brand-900">
          {t("dialog.successTitle")}
        </h2>
        <p id="success-dialog-text" className="mt-3 text-muted">
          {t("dialog.successText")}
        </p>
        <Button
          size="lg"
          className="mt-8 w-full"
          onClick={(event) => {
            // Closed here, not by the state below: the page behind a modal dialog is inert, and
            // focus moves to the start of the next page rather than back to the form.
            event.currentTarget.closest("dialog")?.close();
            focusDocumentStart();
            onOpenChange(false);
            navigate(continueTo);
          }}
        >
          {t("dialog.continue")}
        </Button>
      </div>
    </ModalDialog>
  );
}
