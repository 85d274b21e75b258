-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "revision" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "viewRevision" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "LatestSheet" (
    "turnId" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "readyVersion" INTEGER,

    CONSTRAINT "LatestSheet_pkey" PRIMARY KEY ("turnId","playerId")
);

-- AddForeignKey
ALTER TABLE "LatestSheet" ADD CONSTRAINT "LatestSheet_turnId_fkey" FOREIGN KEY ("turnId") REFERENCES "Turn"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LatestSheet" ADD CONSTRAINT "LatestSheet_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill: the latest version of every sheet saved before this migration, and whether it was marked ready.
INSERT INTO "LatestSheet" ("turnId", "playerId", "version", "readyVersion")
SELECT DISTINCT ON ("turnId", "playerId") "turnId", "playerId", "version", CASE WHEN "ready" THEN "version" END
FROM "OrderSheet"
ORDER BY "turnId", "playerId", "version" DESC;
