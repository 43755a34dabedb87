// Realtime connection states in the client state: per subscription key, pending -> connected | failed
// (seed section 4), with the last connection message (seed section 8) for the screen to show.
//
// Usage: useSelector((s: DataState) => s.realtime['notifications:owner-1'])
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type RealtimeStatus = 'pending' | 'connected' | 'failed';

export interface RealtimeEntry {
  status: RealtimeStatus;
  /** The seed's message for the last problem ('Connection failed', 'Connection closed', 'Timeout disconnect', ...). */
  message: string | null;
  /** When the status last changed (ms since epoch). */
  since: number;
}

export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState: {} as Record<string, RealtimeEntry>,
  reducers: {
    realtimeStatus(
      state,
      action: PayloadAction<{ key: string; status: RealtimeStatus; message?: string | null; at: number }>,
    ) {
      const { key, status, message = null, at } = action.payload;
      state[key] = { status, message, since: at };
    },
    realtimeGone(state, action: PayloadAction<{ key: string }>) {
      delete state[action.payload.key];
    },
  },
});

export const { realtimeStatus, realtimeGone } = realtimeSlice.actions;
