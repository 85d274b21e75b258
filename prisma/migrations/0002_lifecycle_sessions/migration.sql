-- AlterEnum
ALTER TYPE "GameStatus" ADD VALUE 'paused';

-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "deadlinePolicy" JSONB,
ADD COLUMN     "nmrPolicy" JSONB,
ADD COLUMN     "notify" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "pausedAt" TIMESTAMP(3),
ADD COLUMN     "readyEarly" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Player" ADD COLUMN     "data" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "email" TEXT,
ADD COLUMN     "missedTurns" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "replacedAt" TIMESTAMP(3),
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'active',
ALTER COLUMN "warband" DROP NOT NULL,
ALTER COLUMN "god" DROP NOT NULL,
ALTER COLUMN "godKind" DROP NOT NULL,
ALTER COLUMN "planets" SET DEFAULT '[]';

-- AlterTable
ALTER TABLE "Turn" ADD COLUMN     "extended" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "pausedRemainingMs" INTEGER,
ADD COLUMN     "remindedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "OrderSheet" ADD COLUMN     "ready" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Resolution" ADD COLUMN     "adjustments" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "gmInput" JSONB;

-- CreateTable
CREATE TABLE "Roll" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "turnId" TEXT NOT NULL,
    "counter" INTEGER NOT NULL,
    "actor" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "private" BOOLEAN NOT NULL DEFAULT false,
    "expr" TEXT NOT NULL,
    "record" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Roll_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GmAdjustment" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "turnNumber" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "appliedAt" TIMESTAMP(3),

    CONSTRAINT "GmAdjustment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ArchivedTurn" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "revertId" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "archivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ArchivedTurn_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Roll_gameId_idx" ON "Roll"("gameId");

-- CreateIndex
CREATE UNIQUE INDEX "Roll_turnId_counter_key" ON "Roll"("turnId", "counter");

-- CreateIndex
CREATE INDEX "GmAdjustment_gameId_turnNumber_idx" ON "GmAdjustment"("gameId", "turnNumber");

-- CreateIndex
CREATE INDEX "Notification_status_nextAttemptAt_idx" ON "Notification"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "Notification_gameId_idx" ON "Notification"("gameId");

-- CreateIndex
CREATE INDEX "ArchivedTurn_gameId_number_idx" ON "ArchivedTurn"("gameId", "number");

-- AddForeignKey
ALTER TABLE "Roll" ADD CONSTRAINT "Roll_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Roll" ADD CONSTRAINT "Roll_turnId_fkey" FOREIGN KEY ("turnId") REFERENCES "Turn"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GmAdjustment" ADD CONSTRAINT "GmAdjustment_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArchivedTurn" ADD CONSTRAINT "ArchivedTurn_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
