'use client';

import {useSyncExternalStore} from 'react';

/**
 * Whether RHIA's panel is open, and from which launcher, shared by the launchers in the header
 * (one for phones, one from 1024 px) and the widget that holds the panel. The panel is placed
 * right after the launcher that opened it, so Tab goes from the launcher into the conversation and
 * Shift+Tab back; that launcher gets the focus back when the panel closes.
 */
export type AssistantState = {open: boolean; opener: HTMLElement | null};

let state: AssistantState = {open: false, opener: null};
const closed: AssistantState = state;
const listeners = new Set<() => void>();

function set(next: AssistantState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const visible = (element: HTMLElement | null): element is HTMLElement => Boolean(element?.isConnected && element.checkVisibility());

/** The launcher on screen (the header shows one of its two, by width). */
function launcherOnScreen(): HTMLElement | null {
  return [...document.querySelectorAll<HTMLElement>('button[data-rhia-launcher]')].find(visible) ?? null;
}

/** Opens the panel after `from`, or after the launcher on screen (the greeting bubble opens it so). */
export function openAssistant(from?: HTMLElement | null) {
  const opener = from ?? (visible(state.opener) ? state.opener : launcherOnScreen());
  if (state.open && opener === state.opener) return;
  set({open: true, opener});
}

/** Closes the panel and gives the focus back to the launcher that opened it, or the one on screen. */
export function closeAssistant() {
  if (!state.open) return;
  set({...state, open: false});
  (visible(state.opener) ? state.opener : launcherOnScreen())?.focus();
}

export function useAssistant(): AssistantState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => closed,
  );
}
