-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "gameSeed" TEXT,
ADD COLUMN     "gameSeedHash" TEXT,
ADD COLUMN     "previousGameId" TEXT,
ADD COLUMN     "resolveWhen" TEXT NOT NULL DEFAULT 'answers';

-- Player data of every ruleset lives in "data" (the ruleset sees { ...data, id, name }): the Lords of Chaos
-- columns move there before they are dropped
UPDATE "Player"
SET "data" = "data" || jsonb_build_object('warband', "warband", 'god', "god", 'godKind', "godKind", 'planets', "planets")
WHERE "warband" IS NOT NULL;

-- AlterTable
ALTER TABLE "Player" DROP COLUMN "god",
DROP COLUMN "godKind",
DROP COLUMN "planets",
DROP COLUMN "warband";

-- AlterTable
ALTER TABLE "Resolution" ADD COLUMN     "defaulted" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "sealed" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "asked" JSONB NOT NULL DEFAULT '[]';
