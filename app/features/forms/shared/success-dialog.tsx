import { CircleCheck } from "~/components/island-icons";
import { useTranslation } from "~/i18n/use-translation";
import { Button } from "~/components/button";
import { ModalDialog } from "~/components/modal-dialog";
import { leavePage } from "./leave-page";

interface SuccessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where Continue Exploring leads (spec section 2). */
  continueTo: string;
}

/** The success overlay: modal, focus kept inside, Escape closes it. */
export function SuccessDialog({ open, onOpenChange, continueTo }: SuccessDialogProps) {
  const { t } = useTranslation("common");
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
            // Closed first: the page behind a modal dialog is inert. The next page then loads whole.
            event.currentTarget.closest("dialog")?.close();
            onOpenChange(false);
            leavePage(continueTo);
          }}
        >
          {t("dialog.continue")}
        </Button>
      </div>
    </ModalDialog>
  );
}
