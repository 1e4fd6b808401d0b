-- 020: commands to vehicles. A batch is one operator action (who, when, which command, which
-- parameters); a delivery is one vehicle's part of it and walks the delivery state machine
-- (server/commands/delivery-state.ts). Refused vehicles are kept too: the audit trail shows what
-- was asked for and why it did not go out. Times are INTEGER ms since the epoch (UTC).

CREATE TABLE command_batches (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  command_code TEXT NOT NULL,
  -- the validated parameters as JSON ('{}' when the command takes none)
  params TEXT NOT NULL,
  queue_offline INTEGER NOT NULL CHECK (queue_offline IN (0, 1)),
  created_at INTEGER NOT NULL
);
CREATE INDEX command_batches_customer ON command_batches (customer_id, created_at);

CREATE TABLE command_deliveries (
  id INTEGER PRIMARY KEY,
  batch_id INTEGER NOT NULL REFERENCES command_batches (id) ON DELETE CASCADE,
  vehicle_id INTEGER NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  -- copied from the batch so the history page filters and sorts on one index
  command_code TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('refused', 'queued', 'sent', 'acknowledged', 'failed', 'timedOut')),
  -- why a vehicle was refused or why a delivery ended badly (pre-check reason codes, 'deviceFailed' ...)
  reason_code TEXT,
  created_at INTEGER NOT NULL,
  queued_at INTEGER,
  -- a queued command goes out when the vehicle comes online, unless it expires first
  queue_expires_at INTEGER,
  sent_at INTEGER,
  finished_at INTEGER,
  -- the device's answer, as it would be shown to the operator
  reply TEXT,
  -- 1 for the first try; a retry of a failed or timed-out delivery increments it
  attempt INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX command_deliveries_batch ON command_deliveries (batch_id, vehicle_id);
CREATE INDEX command_deliveries_vehicle ON command_deliveries (vehicle_id, created_at);
CREATE INDEX command_deliveries_created ON command_deliveries (created_at);
-- the simulator and the duplicate check only look at deliveries still in flight
CREATE INDEX command_deliveries_open ON command_deliveries (status, vehicle_id) WHERE status IN ('queued', 'sent');
