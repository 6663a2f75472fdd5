import * as Dialog from "@radix-ui/react-dialog";
import { CircleCheck } from "~/components/icons";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "~/components/button";

interface SuccessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where Continue Exploring leads (spec section 2). */
  continueTo: string;
}

/** The success overlay: modal, focus kept inside, Escape closes it. */
export function SuccessDialog({ open, onOpenChange, continueTo }: SuccessDialogProps) {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/60 animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(calc(100vw-2rem),28rem)] -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-8 text-center shadow-raised animate-[fade-in_150ms_ease-out] focus:outline-none sm:p-10">
          <CircleCheck aria-hidden="true" className="mx-auto size-16 text-success-700" strokeWidth={1.75} />
          <Dialog.Title className="mt-5 text-2xl font-bold text-brand-900">{t("dialog.successTitle")}</Dialog.Title>
          <Dialog.Description className="mt-3 text-muted">{t("dialog.successText")}</Dialog.Description>
          <Button
            size="lg"
            className="mt-8 w-full"
            onClick={() => {
              onOpenChange(false);
              navigate(continueTo);
            }}
          >
            {t("dialog.continue")}
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
