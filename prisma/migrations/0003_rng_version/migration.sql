-- AlterTable
-- Turns that exist already were opened (and their seeds hashed and published) under derivation 1: they keep it
-- so they replay exactly, and every turn opened from now on uses derivation 2 (src/engine/core/rng.ts).
ALTER TABLE "Turn" ADD COLUMN     "rngVersion" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "Turn" ALTER COLUMN "rngVersion" SET DEFAULT 2;
