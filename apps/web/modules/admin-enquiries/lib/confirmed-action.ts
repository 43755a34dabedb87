'use client';
// The action behind a back-office ConfirmActionDialog: run it, say it is done (a toast), and keep the dialog
// open on failure: a wrong password goes back to the dialog, which shows it beside its field; any other refusal
// (a plan in use, a record gone) is a toast with the server's words. Used by the enquiry, newsletter and pricing
// pages.
import toast from 'react-hot-toast';
import { fieldErrorOf, toErrorMessage } from '../../data/lib/error-message.ts';

export async function confirmedAction(run: () => Promise<unknown>, done: string): Promise<boolean> {
  try {
    await run();
  } catch (error) {
    if (fieldErrorOf(error)?.field === 'password') throw error;
    toast.error(toErrorMessage(error));
    return false;
  }
  toast.success(done);
  return true;
}
