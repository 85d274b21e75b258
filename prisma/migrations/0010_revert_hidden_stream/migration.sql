-- AlterTable
ALTER TABLE "Turn" ADD COLUMN     "hiddenSeed" TEXT,
ADD COLUMN     "hiddenSeedHash" TEXT,
ADD COLUMN     "startState" JSONB;
